/** Productions (SPEC §2 "/produktionen", §3 mapping events/production). */
import { accessFeaturesField, surtitleLanguagesField } from './access-fields';
import { defineCollection, label } from './define';
import { createdAtField, descriptionField, imageField, leadField, onlineField, slugField, themeField, titleField, updatedAtField, variantField } from './shared-fields';

export const production = defineCollection({
  slug: 'production',
  path: 'events/production',
  label: { singular: label('Produktion', 'Production'), plural: label('Produktionen', 'Productions') },
  fields: {
    title: titleField,
    slug: slugField,
    preline: { kind: 'text', label: label('Dachzeile', 'Preline'), translatable: true, maxLength: 300 },
    subline: { kind: 'text', label: label('Unterzeile', 'Subline'), translatable: true, maxLength: 300 },
    lead: leadField,
    description: descriptionField,
    seasonId: { kind: 'relation', label: label('Spielzeit', 'Season'), to: 'season' },
    exhibitionTypeId: { kind: 'relation', label: label('Veranstaltungsart', 'Event type'), to: 'exhibition-type' },
    tags: { kind: 'relation', label: label('Schlagwörter', 'Tags'), to: 'production-tag', many: true },
    imageId: imageField,
    videoUrl: { kind: 'url', label: label('Video', 'Video') },
    promoter: { kind: 'text', label: label('Veranstalter', 'Promoter'), translatable: true, maxLength: 300 },
    /** Every date of the production has these; a date may add more. */
    accessFeatures: { ...accessFeaturesField, label: label('Barrierefreiheit aller Termine', 'Access features of every date') },
    surtitleLanguages: surtitleLanguagesField,
    isOnline: onlineField,
    theme: themeField,
    variant: variantField,
    createdAt: createdAtField,
    updatedAt: updatedAtField,
  },
  titleField: 'title',
  listColumns: ['title', 'seasonId', 'isOnline', 'updatedAt'],
  filters: ['isOnline', 'seasonId', 'exhibitionTypeId'],
  searchFields: ['title'],
  sortFields: ['id', 'updatedAt', 'createdAt'],
  defaultSort: { field: 'updatedAt', dir: 'desc' },
  visitorRoute: 'production',
});
