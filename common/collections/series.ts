/** Series and subscriptions (SPEC §2 "/series", §3 mapping events/series). */
import { defineCollection, label } from './define';
import { descriptionField, imageField, leadField, nameField, positionField, slugField } from './shared-fields';

export const series = defineCollection({
  slug: 'series',
  path: 'events/series',
  label: { singular: label('Reihe', 'Series'), plural: label('Reihen', 'Series') },
  fields: {
    name: nameField,
    slug: slugField,
    lead: leadField,
    description: descriptionField,
    imageId: imageField,
    isSubscription: { kind: 'boolean', label: label('Abonnement', 'Subscription') },
    showInFilter: { kind: 'boolean', label: label('Im Filter zeigen', 'Show in filter'), default: true },
    ticketUrl: { kind: 'url', label: label('Ticketlink', 'Ticket link') },
    position: positionField,
  },
  titleField: 'name',
  listColumns: ['name', 'isSubscription', 'showInFilter', 'position'],
  filters: ['isSubscription', 'showInFilter'],
  searchFields: ['name'],
  sortFields: ['id', 'position'],
  defaultSort: { field: 'position', dir: 'asc' },
  visitorRoute: 'series',
});
