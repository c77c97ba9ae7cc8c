/** Venues (SPEC §2 "/venues", §3 mapping events/venue). */
import { defineCollection, label } from './define';
import { inductionLoopField, stepFreeField } from './access-fields';
import { descriptionField, imageField, leadField, nameField, positionField, slugField } from './shared-fields';

export const venue = defineCollection({
  slug: 'venue',
  path: 'events/venue',
  label: { singular: label('Spielstätte', 'Venue'), plural: label('Spielstätten', 'Venues') },
  fields: {
    name: nameField,
    slug: slugField,
    lead: leadField,
    description: descriptionField,
    street: { kind: 'text', label: label('Straße', 'Street'), maxLength: 200 },
    postalCode: { kind: 'text', label: label('PLZ', 'Postcode'), maxLength: 20 },
    city: { kind: 'text', label: label('Ort', 'City'), maxLength: 100 },
    mapUrl: { kind: 'url', label: label('Kartenlink', 'Map link') },
    imageId: imageField,
    stepFree: stepFreeField,
    inductionLoop: inductionLoopField,
    position: positionField,
  },
  titleField: 'name',
  listColumns: ['name', 'city', 'position'],
  searchFields: ['name', 'city'],
  sortFields: ['id', 'position'],
  defaultSort: { field: 'position', dir: 'asc' },
  visitorRoute: 'venue',
});
