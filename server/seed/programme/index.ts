/**
 * Demo programme: the vocabulary, 12 ensemble members, 3 venues, 8 productions over two
 * seasons, 70 events in the 90 days from `now` with ticketing data and description modules, teasers,
 * and on request N extra events for benchmarks.
 */
import { l } from '../../../common/i18n/localized';
import type { Db } from '../../db/client';
import {
  eventTags, exhibitionTypes, genres, personCategories, personCategoryLinks, persons, productionPersons, productionTagLinks,
  productionTags, productions, rooms, seasons, series, venues,
} from '../../db/schema';
import { fileStem } from '../../media/renditions';
import { EVENT_TAGS, EXHIBITION_TYPES, GENRES, PERSON_CATEGORIES, PRODUCTION_TAGS, ROOMS, SERIES, VENUES } from './catalogue';
import { FORMAT_NOTES, SERIES_NOTE } from './descriptions';
import { ENSEMBLE } from './ensemble';
import { insertEvents, insertExtraEvents, insertTeasers, type Ids } from './events';
import { PICTURE_BY_TYPE, storeProgrammePictures } from './images';
import { PRODUCTIONS } from './productions';
import { seasonsAround, seedToday } from './schedule';
import { insertVenueSection } from './venue-section';

export interface ProgrammeSeedOptions {
  /** DATA_DIR: the programme's pictures go to DATA_DIR/media. */
  dataDir: string;
  /** "Today": the programme starts on its Berlin day. */
  now: Date;
  /** Further generated events for benchmarks. */
  extraEvents?: number;
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

export async function seedProgramme(db: Db, { dataDir, now, extraEvents = 0 }: ProgrammeSeedOptions): Promise<void> {
  const today = seedToday(now);
  const pictures = await storeProgrammePictures(db, dataDir);
  await db.transaction(async (tx) => {
    const t = tx;
    const position = <T>(items: readonly T[]) => items.map((item, i) => ({ item, position: i }));
    const all: Ids = {
      rooms: ids(await t.insert(rooms).values(position(ROOMS).map(({ item, position }) => ({ name: item, position }))).returning({ id: rooms.id })),
      types: ids(await t.insert(exhibitionTypes).values(position(EXHIBITION_TYPES).map(({ item, position }) => ({ ...item, position }))).returning({ id: exhibitionTypes.id })),
      tags: ids(await t.insert(eventTags).values(position(EVENT_TAGS).map(({ item, position }) => ({ ...item, position }))).returning({ id: eventTags.id })),
      series: ids(
        await t
          .insert(series)
          .values(position(SERIES).map(({ item, position }) => ({ ...item, description: SERIES_NOTE, imageId: pictures.concert, position })))
          .returning({ id: series.id }),
      ),
      genres: ids(await t.insert(genres).values(position(GENRES).map(({ item, position }) => ({ name: item, position }))).returning({ id: genres.id })),
      venues: ids(await t.insert(venues).values(position(VENUES).map(({ item, position }) => ({ ...item, imageId: pictures.exhibition, position }))).returning({ id: venues.id })),
      persons: [],
      productions: [],
      pictures,
    };
    const seasonIds = ids(
      await t
        .insert(seasons)
        .values(seasonsAround(today).map((s) => ({ name: l(`Saison ${s.label}`, `Season ${s.label}`), startsOn: s.startsOn, endsOn: s.endsOn })))
        .returning({ id: seasons.id }),
    );
    const productionTagIds = ids(await t.insert(productionTags).values(position(PRODUCTION_TAGS).map(({ item, position }) => ({ name: item, position }))).returning({ id: productionTags.id }));
    const categoryIds = ids(await t.insert(personCategories).values(position(PERSON_CATEGORIES).map(({ item, position }) => ({ name: item, position }))).returning({ id: personCategories.id }));

    all.persons = ids(
      await t
        .insert(persons)
        .values(ENSEMBLE.map((p, i) => ({ slug: fileStem(p.name), name: p.name, role: p.role, bio: l(`<p>${p.bio.de}</p>`, `<p>${p.bio.en}</p>`), position: i })))
        .returning({ id: persons.id }),
    );
    await t.insert(personCategoryLinks).values(ENSEMBLE.flatMap((p, i) => p.categories.map((c) => ({ personId: all.persons[i]!, categoryId: categoryIds[c]! }))));

    all.productions = ids(
      await t
        .insert(productions)
        .values(
          PRODUCTIONS.map((p) => ({
            slug: p.slug,
            title: p.title,
            subline: p.subline,
            lead: p.lead,
            description: FORMAT_NOTES[p.type]!,
            seasonId: seasonIds[p.season]!,
            exhibitionTypeId: all.types[p.type]!,
            imageId: pictures[PICTURE_BY_TYPE[p.type]!],
            gallery: [pictures[PICTURE_BY_TYPE[p.type]!], pictures.tour],
            promoter: l('Kulturzentrum Alte Synagoge Lindenberg', 'Old Synagogue Cultural Centre Lindenberg'),
          })),
        )
        .returning({ id: productions.id }),
    );
    const productionTagRows = [
      [0, 2], [1, 2], [2, 2], [3, 1], [4, 2], [5, 0], [5, 3], [6, 2], [7, 1],
    ].map(([production, tag]) => ({ productionId: all.productions[production!]!, tagId: productionTagIds[tag!]! }));
    await t.insert(productionTagLinks).values(productionTagRows);
    await t.insert(productionPersons).values(
      PRODUCTIONS.flatMap((p, i) => p.cast.map(([person, role], position) => ({ productionId: all.productions[i]!, personId: all.persons[person]!, role, position }))),
    );

    await insertEvents(t, all, today);
    await insertTeasers(t, all, today);
    await insertVenueSection(t, all.venues);
    if (extraEvents > 0) await insertExtraEvents(t, all, today, extraEvents);
  });
}
