/**
 * Events (SPEC §3 mapping events/event). Seat groups, prices and timeslots of events the ticket shop
 * sells belong to it: the admin shows them read-only with the last sync time (`ticketing`), and `idJet`
 * links the event to the shop's. Events it does not sell take their prices from `priceList`.
 */
import { accessFeaturesField, eventStateFields, surtitleLanguagesField } from './access-fields';
import { defineCollection, label } from './define';
import { createdAtField, descriptionField, imageField, leadField, onlineField, slugField, themeField, titleField, updatedAtField, variantField } from './shared-fields';

export const event = defineCollection({
  slug: 'event',
  path: 'events/event',
  label: { singular: label('Veranstaltung', 'Event'), plural: label('Veranstaltungen', 'Events') },
  fields: {
    title: titleField,
    slug: slugField,
    preline: { kind: 'text', label: label('Dachzeile', 'Preline'), translatable: true, maxLength: 300 },
    subline: { kind: 'text', label: label('Unterzeile', 'Subline'), translatable: true, maxLength: 300 },
    lead: leadField,
    description: descriptionField,
    startsAt: { kind: 'date', label: label('Beginn', 'Starts'), required: true },
    endsAt: { kind: 'date', label: label('Ende', 'Ends') },
    productionId: { kind: 'relation', label: label('Produktion', 'Production'), to: 'production' },
    venueId: { kind: 'relation', label: label('Spielstätte', 'Venue'), to: 'venue' },
    roomId: { kind: 'relation', label: label('Raum', 'Room'), to: 'room' },
    seriesId: { kind: 'relation', label: label('Reihe', 'Series'), to: 'series' },
    genreId: { kind: 'relation', label: label('Genre', 'Genre'), to: 'genre' },
    exhibitionTypeId: { kind: 'relation', label: label('Veranstaltungsart', 'Event type'), to: 'exhibition-type' },
    tags: { kind: 'relation', label: label('Schlagwörter', 'Tags'), to: 'event-tag', many: true },
    imageId: imageField,
    ticketUrl: { kind: 'url', label: label('Ticketlink', 'Ticket link') },
    // For events the shop does not sell; the shop's prices win where it has any (docs/DECISIONS.md).
    priceList: { kind: 'prices', label: label('Preise', 'Prices') },
    freeAdmission: { kind: 'boolean', label: label('Eintritt frei', 'Free admission') },
    soldOut: { kind: 'boolean', label: label('Ausverkauft', 'Sold out') },
    eventTypeNew: { kind: 'text', label: label('Hinweis (z. B. Premiere)', 'Label (e.g. premiere)'), translatable: true, maxLength: 60 },
    ...eventStateFields,
    accessFeatures: accessFeaturesField,
    surtitleLanguages: surtitleLanguagesField,
    accessNote: { kind: 'text', label: label('Hinweis zur Barrierefreiheit (z. B. Tastführung um 18:30)', 'Access note (e.g. touch tour at 18:30)'), translatable: true, maxLength: 300 },
    idJet: { kind: 'number', label: label('Ticketshop-ID', 'Ticket shop id'), min: 1 },
    isOnline: onlineField,
    theme: themeField,
    variant: variantField,
    createdAt: createdAtField,
    updatedAt: updatedAtField,
  },
  titleField: 'title',
  listColumns: ['title', 'startsAt', 'venueId', 'isOnline'],
  filters: ['isOnline', 'venueId', 'seriesId', 'productionId', 'roomId', 'genreId'],
  searchFields: ['title'],
  sortFields: ['startsAt', 'id', 'updatedAt'],
  defaultSort: { field: 'startsAt', dir: 'desc' },
  visitorRoute: 'event',
  ticketing: true,
});
