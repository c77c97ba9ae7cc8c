/**
 * The small option lists: rooms, genres, tags, seasons, exhibition types, person and article
 * categories (SPEC §3). Alike apart from a flag or two, so one helper declares them.
 */
import { inductionLoopField, stepFreeField } from './access-fields';
import { defineCollection, label, type CollectionField, type CollectionSlug } from './define';
import { nameField, positionField, slugField } from './shared-fields';

type Label = { de: string; en: string };

/** Generic in slug and extra fields, so the server can check each field against its table's columns. */
function optionList<const S extends CollectionSlug, const X extends Record<string, CollectionField> = Record<never, CollectionField>>(slug: S, path: string, singular: Label, plural: Label, extra: X = {} as X) {
  return defineCollection({
    slug,
    path,
    label: { singular, plural },
    fields: { name: nameField, ...extra, position: positionField },
    titleField: 'name',
    listColumns: ['name', ...Object.keys(extra).filter((k) => k !== 'slug'), 'position'],
    searchFields: ['name'],
    sortFields: ['position', 'id'],
    defaultSort: { field: 'position', dir: 'asc' },
  });
}

export const room = optionList('room', 'events/room', label('Raum', 'Room'), label('Räume', 'Rooms'), { stepFree: stepFreeField, inductionLoop: inductionLoopField });
export const genre = optionList('genre', 'events/genre', label('Genre', 'Genre'), label('Genres', 'Genres'));
export const eventTag = optionList('event-tag', 'events/eventtag', label('Veranstaltungs-Schlagwort', 'Event tag'), label('Veranstaltungs-Schlagwörter', 'Event tags'), {
  showInFilter: { kind: 'boolean', label: label('Im Filter zeigen', 'Show in filter'), default: true },
});
export const exhibitionType = optionList('exhibition-type', 'events/exhibitiontype', label('Veranstaltungsart', 'Event type'), label('Veranstaltungsarten', 'Event types'), {
  slug: { kind: 'text', label: label('Kennung', 'Key'), required: true, maxLength: 100 },
});
export const productionTag = optionList('production-tag', 'events/productiontag', label('Produktions-Schlagwort', 'Production tag'), label('Produktions-Schlagwörter', 'Production tags'));
export const personCategory = optionList('person-category', 'persons/category', label('Personenkategorie', 'Person category'), label('Personenkategorien', 'Person categories'));
export const articleCategory = optionList('article-category', 'blog/category', label('Kategorie', 'Category'), label('Kategorien', 'Categories'), { slug: slugField });
export const articleTag = optionList('article-tag', 'blog/tag', label('Magazin-Schlagwort', 'Magazine tag'), label('Magazin-Schlagwörter', 'Magazine tags'), { slug: slugField });

export const season = defineCollection({
  slug: 'season',
  path: 'events/season',
  label: { singular: label('Spielzeit', 'Season'), plural: label('Spielzeiten', 'Seasons') },
  fields: {
    name: nameField,
    startsOn: { kind: 'date', label: label('Beginn', 'Starts'), required: true },
    endsOn: { kind: 'date', label: label('Ende', 'Ends'), required: true },
  },
  titleField: 'name',
  listColumns: ['name', 'startsOn', 'endsOn'],
  searchFields: ['name'],
  sortFields: ['startsOn', 'id'],
  defaultSort: { field: 'startsOn', dir: 'desc' },
});
