/**
 * Which events a list or the calendar shows. Filters combine with AND across keys and with OR among
 * the ids of one key; every list starts at a Berlin day and reads in start order, which the
 * (filter, starts_at) indexes of server/db/schema/programme.ts serve.
 */
import { and, asc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { eventPersons, eventTagLinks, events, productions, rooms, venues } from '../../db/schema';
import type { AccessFeature } from '../../../common/api/access';
import { offsetOf, type PageRequest } from './paging';
import { TIME_ZONE } from '../../../common/format/time-zone';
import { isoToQueryDate } from './berlin-day';
import { now } from '../../clock';
import type { Localized } from '../../../common/i18n/localized';

export interface EventFilters {
  /** Start of the first Berlin day shown. */
  from: Date;
  room?: number[] | null;
  type?: number[] | null;
  tag?: number[] | null;
  series?: number[] | null;
  genre?: number[] | null;
  /** Any of these access features (the event's, its production's or its place's). */
  access?: AccessFeature[] | null;
  /** Detail pages list the dates of one production, venue or person. */
  production?: number;
  venue?: number;
  person?: number;
}

const sqlTextArray = (values: readonly string[]): SQL => sql`array[${sql.join(
  values.map((v) => sql`${v}`),
  sql`, `,
)}]::text[]`;

const placeHas = (fact: 'step_free' | 'induction_loop') =>
  sql`(exists (select 1 from ${rooms} where ${rooms.id} = ${events.roomId} and ${sql.identifier(fact)}) or exists (select 1 from ${venues} where ${venues.id} = ${events.venueId} and ${sql.identifier(fact)}))`;

/**
 * An event's access features are its own, its production's (the defaults of every date)
 * and the step-free and induction-loop facts of its room or venue. Subqueries rather than joins, so
 * the list, its count and the calendar days all filter by the same expression.
 */
export const effectiveAccess: SQL<AccessFeature[]> = sql<AccessFeature[]>`(${events.accessFeatures}
  || coalesce((select ${productions.accessFeatures} from ${productions} where ${productions.id} = ${events.productionId}), '{}'::text[])
  || case when ${placeHas('step_free')} then array['step-free']::text[] else '{}'::text[] end
  || case when ${placeHas('induction_loop')} then array['induction-loop']::text[] else '{}'::text[] end)`;

/** The production's surtitle languages, for events that name none of their own. */
export const productionSurtitles = sql<Localized | null>`(select ${productions.surtitleLanguages} from ${productions} where ${productions.id} = ${events.productionId})`;

function anyOf(column: AnyPgColumn, values: number[] | null | undefined): SQL | undefined {
  if (!values) return undefined;
  return values.length === 1 ? eq(column, values[0]!) : inArray(column, values);
}

export function eventConditions(f: EventFilters): SQL {
  const tag = f.tag;
  const person = f.person;
  return and(
    eq(events.isOnline, true),
    gte(events.startsAt, f.from),
    // A list offers what a visitor can still attend from its start; a started event is
    // reached by its own page only (server/cache/next-change.ts expires cached lists at each start).
    gt(events.startsAt, now()),
    anyOf(events.roomId, f.room),
    anyOf(events.exhibitionTypeId, f.type),
    anyOf(events.seriesId, f.series),
    anyOf(events.genreId, f.genre),
    f.access ? sql`${effectiveAccess} && ${sqlTextArray(f.access)}` : undefined,
    f.production === undefined ? undefined : eq(events.productionId, f.production),
    f.venue === undefined ? undefined : eq(events.venueId, f.venue),
    tag
      ? sql`exists (select 1 from ${eventTagLinks} where ${eventTagLinks.eventId} = ${events.id} and ${
          tag.length === 1 ? eq(eventTagLinks.tagId, tag[0]!) : inArray(eventTagLinks.tagId, tag)
        })`
      : undefined,
    person === undefined
      ? undefined
      : sql`exists (select 1 from ${eventPersons} where ${eventPersons.eventId} = ${events.id} and ${eventPersons.personId} = ${person})`,
  )!;
}

/** The columns a list item needs (common/api/programme.ts EventListItem). */
const LIST_COLUMNS = {
  id: events.id,
  idJet: events.idJet,
  slug: events.slug,
  title: events.title,
  preline: events.preline,
  subline: events.subline,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  roomId: events.roomId,
  roomName: rooms.name,
  imageId: events.imageId,
  ticketUrl: events.ticketUrl,
  eventTypeNew: events.eventTypeNew,
  status: events.status,
  statusNote: events.statusNote,
  previousStartsAt: events.previousStartsAt,
  access: effectiveAccess,
  surtitleLanguages: events.surtitleLanguages,
  productionSurtitles,
  priceList: events.priceList,
  freeAdmission: events.freeAdmission,
  soldOut: events.soldOut,
};

/** One page of events in start order, and how many match in all. */
export async function findEvents(db: Db, filters: EventFilters, request: PageRequest) {
  const where = eventConditions(filters);
  // The window count comes with the page in one round trip; only a page past the end needs a second query.
  const rows = await db
    .select({ ...LIST_COLUMNS, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(events)
    .leftJoin(rooms, eq(rooms.id, events.roomId))
    .where(where)
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(request.size)
    .offset(offsetOf(request));
  if (rows.length > 0) return { rows, count: rows[0]!.total };
  const [counted] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(events).where(where);
  return { rows: [] as typeof rows, count: counted?.count ?? 0 };
}

export type EventListRow = Awaited<ReturnType<typeof findEvents>>['rows'][number];

/** Every event matching, in start order, for the short lists of detail pages. */
export async function allEvents(db: Db, filters: EventFilters, limit = 100): Promise<EventListRow[]> {
  return (await findEvents(db, filters, { page: 1, size: limit })).rows;
}

/** The distinct Berlin days (DD-MM-YYYY, ascending) with an event matching the filters. */
export async function calendarDays(db: Db, filters: EventFilters): Promise<string[]> {
  const day = sql<string>`(${events.startsAt} at time zone ${TIME_ZONE})::date`;
  const rows = await db
    .selectDistinct({ day: sql<string>`${day}::text` })
    .from(events)
    .where(eventConditions(filters))
    .orderBy(sql`1`);
  return rows.map((r) => isoToQueryDate(r.day));
}
