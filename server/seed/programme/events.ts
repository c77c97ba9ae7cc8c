/**
 * The demo's dated rows: events (with tags, persons, ticketing data and a description container),
 * teasers between the days, and generated extra events for the benchmark.
 */
import { asc, eq } from 'drizzle-orm';
import { l } from '../../../common/i18n/localized';
import type { ColourTheme, PageVariant } from '../../../common/api/types';
import type { Db } from '../../db/client';
import { eventPersons, eventTagLinks, events, modules, prices, seatGroups, sections, teasers, timeslots } from '../../db/schema';
import type { CalendarDay } from '../../features/programme/berlin-day';
import { isoDate, berlinDayOf } from '../../features/programme/berlin-day';
import { containerSlug } from '../../features/programme/event-detail';
import { entityUrl } from '../../features/programme/links';
import { EXHIBITION_TYPES } from './catalogue';
import { FORMAT_NOTES, VISIT_NOTE } from './descriptions';
import { PICTURE_BY_TYPE, type ProgrammePicture } from './images';
import { PRODUCTIONS, type ProductionSeed } from './productions';
import { PROGRAMME_DAYS, berlinInstant, random } from './schedule';
import { STANDALONE, type StandaloneSeed } from './standalone';

export interface Ids {
  rooms: number[];
  types: number[];
  tags: number[];
  series: number[];
  genres: number[];
  venues: number[];
  persons: number[];
  productions: number[];
  pictures: Record<ProgrammePicture, number>;
}

interface Template {
  seed: Omit<ProductionSeed, 'season'>;
  production: number | null;
  series: number | null;
  venue: number;
  timeslots: boolean;
  /** Sold by another box office, with the editor's prices (standalone.ts). */
  guest?: StandaloneSeed['guest'];
}

/** Series of the productions that belong to one, by production index (catalogue.ts SERIES). */
const PRODUCTION_SERIES: Record<number, number> = { 2: 0, 3: 2, 6: 0, 7: 1 };
const TEMPLATES: Template[] = [
  ...PRODUCTIONS.map((seed, i) => ({ seed, production: i, series: PRODUCTION_SERIES[i] ?? null, venue: 0, timeslots: false })),
  ...STANDALONE.map((seed) => ({ seed, production: null, series: seed.series, venue: seed.venue, timeslots: Boolean(seed.timeslots), guest: seed.guest })),
];

/** Events of the demo programme (the demo asks for at least 60). */
const EVENT_COUNT = 70;
/** Full price per exhibition type, in euros (catalogue.ts order). */
const FULL_PRICE = [28, 32, 14, 9, 7, 10];
const FREE_TAG = 3;
const INTERNAL_TAG = 8;
const JEWISH_WEEKENDS_SERIES = 2;
const INSERT_CHUNK = 500;

const money = (euros: number) => euros.toFixed(2);

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await insert(rows.slice(i, i + INSERT_CHUNK));
}

interface PlannedEvent {
  template: Template;
  startsAt: Date;
  idJet: number;
  tags: number[];
  premiere: boolean;
  /** Generated benchmark events skip persons, extra seat groups and containers. */
  lean: boolean;
}

function eventRow(ids: Ids, e: PlannedEvent) {
  const s = e.template.seed;
  const free = e.tags.includes(FREE_TAG);
  const jewishWeekends = e.template.series === JEWISH_WEEKENDS_SERIES;
  const guest = e.template.guest;
  return {
    idJet: guest ? null : e.idJet,
    slug: s.slug,
    title: s.title,
    preline: EXHIBITION_TYPES[s.type]!.name,
    subline: s.subline,
    lead: s.lead,
    description: FORMAT_NOTES[s.type]!,
    startsAt: e.startsAt,
    endsAt: new Date(e.startsAt.getTime() + 2 * 3600_000),
    roomId: ids.rooms[s.room]!,
    venueId: ids.venues[e.template.venue]!,
    exhibitionTypeId: ids.types[s.type]!,
    seriesId: e.template.series === null ? null : ids.series[e.template.series]!,
    genreId: ids.genres[s.genre]!,
    productionId: e.template.production === null ? null : ids.productions[e.template.production]!,
    imageId: ids.pictures[PICTURE_BY_TYPE[s.type]!],
    ticketUrl: free ? '' : (guest?.ticketUrl ?? `/webshop/event/${e.idJet}`),
    // What an editor sets in the hub for these.
    freeAdmission: free,
    priceList: guest?.priceList ?? [],
    eventTypeNew: e.premiere ? l('Premiere', 'Premiere') : l(''),
    theme: (jewishWeekends ? 'cc02' : null) as ColourTheme | null,
    variant: (jewishWeekends ? 'jewish-weekends' : 'default') as PageVariant,
  };
}

async function insertPlanned(db: Db, ids: Ids, planned: PlannedEvent[]): Promise<void> {
  for (let i = 0; i < planned.length; i += INSERT_CHUNK) {
    const chunk = planned.slice(i, i + INSERT_CHUNK);
    const eventIds = (await db.insert(events).values(chunk.map((e) => eventRow(ids, e))).returning({ id: events.id })).map((r) => r.id);
    const tagRows = chunk.flatMap((e, k) => e.tags.map((tag) => ({ eventId: eventIds[k]!, tagId: ids.tags[tag]! })));
    if (tagRows.length) await db.insert(eventTagLinks).values(tagRows);
    const personRows = chunk.flatMap((e, k) => (e.lean ? [] : e.template.seed.cast.map(([person, role], position) => ({ eventId: eventIds[k]!, personId: ids.persons[person]!, role, position }))));
    if (personRows.length) await db.insert(eventPersons).values(personRows);
    await insertTicketing(db, chunk, eventIds);
    await insertContainers(db, chunk, eventIds);
  }
}

/** Seat groups with their prices (first the full price, SPEC §9) and, for tours, timeslots. */
async function insertTicketing(db: Db, chunk: PlannedEvent[], eventIds: number[]): Promise<void> {
  const groups = chunk.flatMap((e, k) => {
    if (e.template.guest) return [];
    const full = FULL_PRICE[e.template.seed.type]!;
    if (e.tags.includes(FREE_TAG)) return [{ eventId: eventIds[k]!, e, name: 'Freie Platzwahl', status: 1, prices: [0] }];
    const list = [{ eventId: eventIds[k]!, e, name: 'Parkett', status: 1, prices: [full, full / 2] }];
    if (!e.lean && e.template.seed.room === 0) list.push({ eventId: eventIds[k]!, e, name: 'Empore', status: e.idJet % 11 === 5 ? 0 : 1, prices: [full - 8, (full - 8) / 2, 0] });
    return list;
  });
  const groupIds: number[] = [];
  await insertChunked(groups, async (rows) => {
    const inserted = await db
      .insert(seatGroups)
      .values(rows.map((g, position) => ({ eventId: g.eventId, seatGroup: g.name, status: g.status, text: g.name === 'Empore' ? l('Eingeschränkte Sicht', 'Restricted view') : l(''), position })))
      .returning({ id: seatGroups.id });
    groupIds.push(...inserted.map((r) => r.id));
  });
  const PRICE_NAMES = [l('Vollpreis', 'Full price'), l('Ermäßigt', 'Reduced'), l('Freikarte Begleitperson', 'Free ticket for a companion')];
  const priceRows = groups.flatMap((g, k) =>
    g.prices.map((euros, position) => ({
      seatGroupId: groupIds[k]!,
      eventId: g.eventId,
      price: money(euros),
      saleTypeId: euros === 0 && g.prices.length === 1 ? 4 : position + 1,
      name: euros === 0 && g.prices.length === 1 ? l('Eintritt frei', 'Free admission') : PRICE_NAMES[position]!,
      text: position === 1 ? l('Schüler, Studierende, Schwerbehinderte', 'Pupils, students, people with disabilities') : l(''),
      hasDiscounts: position === 0 && g.prices.length > 1,
      position,
    })),
  );
  await insertChunked(priceRows, (rows) => db.insert(prices).values(rows));
  const slotRows = groups.flatMap((g, k) =>
    g.e.template.timeslots
      ? ['10:00:00', '11:30:00', '14:00:00', '15:30:00'].map((timeStart, b) => ({ seatGroupId: groupIds[k]!, timeStart, status: b === 3 ? 0 : 1, blockId: b + 1 }))
      : [],
  );
  if (slotRows.length) await insertChunked(slotRows, (rows) => db.insert(timeslots).values(rows));
}

/** One text module per event in its page-editor container (SPEC §3 "Section/container"), editable in place. */
async function insertContainers(db: Db, chunk: PlannedEvent[], eventIds: number[]): Promise<void> {
  const withContainer = chunk.map((e, k) => ({ e, id: eventIds[k]! })).filter(({ e }) => !e.lean);
  if (withContainer.length === 0) return;
  const sectionIds = await db
    .insert(sections)
    .values(withContainer.map(({ id }) => ({ slug: containerSlug('event', id), contentType: 'event', objectId: id })))
    .returning({ id: sections.id });
  await db.insert(modules).values(
    withContainer.map((_, k) => {
      return {
        sectionId: sectionIds[k]!.id,
        type: 'text',
        fields: { anchor: '', decrease_distance: false },
        i18n: { de: { content: VISIT_NOTE.de }, en: { content: VISIT_NOTE.en } },
      };
    }),
  );
}

export async function insertEvents(db: Db, ids: Ids, today: CalendarDay): Promise<void> {
  const premiered = new Set<number>();
  const planned = Array.from({ length: EVENT_COUNT }, (_, k): PlannedEvent => {
    const template = TEMPLATES[k % TEMPLATES.length]!;
    const offset = Math.floor((k * PROGRAMME_DAYS) / EVENT_COUNT);
    const premiere = template.production !== null && !premiered.has(template.production);
    if (template.production !== null) premiered.add(template.production);
    const tags = [...template.seed.tags, ...(premiere ? [2] : []), ...(k % 9 === 0 ? [INTERNAL_TAG] : [])];
    return { template, startsAt: berlinInstant(today, offset, template.seed.time), idJet: 41000 + k, tags: [...new Set(tags)], premiere, lean: false };
  });
  await insertPlanned(db, ids, planned);
}

const EXTRA_TIMES = ['10:00', '15:00', '18:00', '19:30', '20:00'];

/** `count` more events at random days and times of the same 90 days, for the benchmark. */
export async function insertExtraEvents(db: Db, ids: Ids, today: CalendarDay, count: number): Promise<void> {
  const next = random(count);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const planned = Array.from({ length: count }, (_, k): PlannedEvent => {
    const template = pick(TEMPLATES);
    const tags = [...new Set([pick([0, 1, 2, 3, 4, 5, 6, 7]), pick([0, 1, 2, 3, 4, 5, 6, 7])])].slice(0, Math.floor(next() * 3));
    return { template, startsAt: berlinInstant(today, Math.floor(next() * PROGRAMME_DAYS), pick(EXTRA_TIMES)), idJet: 100000 + k, tags, premiere: false, lean: true };
  });
  await insertPlanned(db, ids, planned);
}

/** Teasers on five days of the programme (SPEC §3 "Teaser": positioned by a date). */
export async function insertTeasers(db: Db, ids: Ids, today: CalendarDay): Promise<void> {
  const dayAt = (offset: number) => isoDate(berlinDayOf(berlinInstant(today, offset, '12:00')));
  const production = (i: number) => ({ de: entityUrl('production', 'de', ids.productions[i]!, PRODUCTIONS[i]!.slug), en: entityUrl('production', 'en', ids.productions[i]!, PRODUCTIONS[i]!.slug) });
  const [premiere] = await db.select({ id: events.id, startsAt: events.startsAt }).from(events).where(eq(events.productionId, ids.productions[0]!)).orderBy(asc(events.startsAt)).limit(1);
  await db.insert(teasers).values([
    { name: 'Abo Kammerkonzerte', position: dayAt(2), preline: l('Abonnement', 'Subscription'), headline: l('Sechs Sonntage, ein Abo', 'Six Sundays, one subscription'), subline: l('Kammerkonzerte mit 25 % Ersparnis', 'Chamber concerts at 25% off'), linkText: l('Zum Abo', 'To the subscription'), linkUrl: { de: '/de/abonnements', en: '/en/abonnements' }, imageId: ids.pictures.concert, theme: 'cc03' as const },
    { name: 'Nathan', position: dayAt(9), preline: l('Neu im Programm', 'New in the programme'), headline: l('Nathan der Weise', 'Nathan the Wise'), subline: l('Lessings Ringparabel im Großen Saal', 'Lessing’s parable of the rings in the main hall'), linkText: l('Zur Produktion', 'To the production'), linkUrl: production(0), imageId: ids.pictures.theatre, theme: null },
    { name: 'Ausstellung Zeitzeugen', position: dayAt(23), preline: l('Ausstellung', 'Exhibition'), headline: l('Zeitzeugen', 'Witnesses'), subline: l('Täglich außer montags, Eintritt frei', 'Daily except Mondays, free admission'), linkText: l('Mehr erfahren', 'Find out more'), linkUrl: production(4), imageId: ids.pictures.exhibition, theme: 'cc01' as const },
    { name: 'Jüdische Wochenenden', position: dayAt(41), preline: l('Reihe', 'Series'), headline: l('Jüdische Wochenenden', 'Jewish Weekends'), subline: l('Musik, Essen und Gespräche zum Schabbat', 'Music, food and conversation for Shabbat'), linkText: l('Alle Termine', 'All dates'), linkUrl: null, imageId: ids.pictures.concert, theme: 'cc02' as const },
    { name: 'Schulen', position: dayAt(66), preline: l('Für Schulen', 'For schools'), headline: l('Das Tagebuch im Klassenzimmer', 'The Diary in the classroom'), subline: l('Jetzt Termine für Schulklassen buchen', 'Book dates for school classes now'), linkText: l('Zur Produktion', 'To the production'), linkUrl: production(5), imageId: ids.pictures.reading, theme: null },
    // Announces one event: the card shows its date and leads to its page.
    ...(premiere
      ? [{ name: 'Premiere Nathan', position: isoDate(berlinDayOf(premiere.startsAt)), preline: l('Premiere', 'Premiere'), headline: l('Nathan der Weise', 'Nathan the Wise'), subline: l('Die erste Vorstellung der neuen Inszenierung', 'The first performance of the new staging'), linkText: l('Zur Premiere', 'To the premiere'), linkUrl: null, eventId: premiere.id, imageId: ids.pictures.theatre, theme: 'cc01' as const }]
      : []),
  ]);
}
