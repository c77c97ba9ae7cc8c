/**
 * iCalendar text of events (RFC 5545): one VEVENT per event with a stable UID,
 * a SEQUENCE the database raises when what a calendar shows changes (migration 0034), times in
 * Europe/Berlin with its VTIMEZONE, the page's URL, the place with its address, and STATUS.
 * Written by hand: the format is small, and what matters (escaping, folding, the zone) is here.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { ACCESS_FEATURE_LABELS, EVENT_STATUS_LABELS, isAccessFeature, type EventStatus } from '../../../common/api/access';
import { TIME_ZONE } from '../../../common/format/time-zone';
import { pickText, type Localized } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { events, rooms, venues } from '../../db/schema';
import { eventVisibleSql } from '../visibility';
import { effectiveAccess, eventConditions, type EventFilters } from './events-query';
import { entityUrl } from './links';

/** The most events one feed holds: a season's worth, in start order. */
export const FEED_LIMIT = 500;

const ICS_COLUMNS = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  subline: events.subline,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  status: events.status,
  statusNote: events.statusNote,
  sequence: events.sequence,
  updatedAt: events.updatedAt,
  access: effectiveAccess,
  roomName: rooms.name,
  venueName: venues.name,
  street: venues.street,
  postalCode: venues.postalCode,
  city: venues.city,
};

async function icsRows(db: Db, where: SQL, limit: number) {
  return db
    .select(ICS_COLUMNS)
    .from(events)
    .leftJoin(rooms, eq(rooms.id, events.roomId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(where)
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
}
type IcsRow = Awaited<ReturnType<typeof icsRows>>[number];

/** Text values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1), never inside a character. */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

const berlinParts = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/** The Berlin wall-clock time as a floating DATE-TIME, to go with TZID=Europe/Berlin. */
export function berlinStamp(date: Date): string {
  const p = Object.fromEntries(berlinParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.year}${p.month}${p.day}T${p.hour}${p.minute}${p.second}`;
}

/** Central European Time with its summer time rule since 1996 (last Sunday of March and of October). */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** RFC 5545 STATUS of each state: a postponed event has no date yet, so its entry is tentative. */
const STATUS: Record<EventStatus, string> = {
  scheduled: 'CONFIRMED',
  rescheduled: 'CONFIRMED',
  moved: 'CONFIRMED',
  postponed: 'TENTATIVE',
  cancelled: 'CANCELLED',
};

function vevent(row: IcsRow, lang: Lang, origin: string, host: string): string[] {
  const title = pickText(row.title, lang);
  const state = row.status === 'scheduled' ? '' : EVENT_STATUS_LABELS[row.status][lang];
  const note = pickText(row.statusNote, lang);
  const access = (row.access ?? []).filter(isAccessFeature).map((code) => ACCESS_FEATURE_LABELS[code][lang]);
  const url = origin + entityUrl('event', lang, row.id, row.slug);
  const description = [state && note ? `${state}: ${note}` : state, pickText(row.subline, lang), access.join(', '), url].filter(Boolean).join('\n');
  const place = [row.roomName ? pickText(row.roomName as Localized, lang) : '', row.venueName ? pickText(row.venueName as Localized, lang) : '', row.street ?? '', [row.postalCode, row.city].filter(Boolean).join(' ')].filter(Boolean);
  return [
    'BEGIN:VEVENT',
    `UID:event-${row.id}@${host}`,
    `DTSTAMP:${utcStamp(row.updatedAt)}`,
    `LAST-MODIFIED:${utcStamp(row.updatedAt)}`,
    `SEQUENCE:${row.sequence}`,
    `DTSTART;TZID=${TIME_ZONE}:${berlinStamp(row.startsAt)}`,
    ...(row.endsAt && row.endsAt > row.startsAt ? [`DTEND;TZID=${TIME_ZONE}:${berlinStamp(row.endsAt)}`] : []),
    `SUMMARY:${escapeText(state && row.status !== 'rescheduled' ? `${state}: ${title}` : title)}`,
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    ...(place.length ? [`LOCATION:${escapeText(place.join(', '))}`] : []),
    `URL:${url}`,
    `STATUS:${STATUS[row.status]}`,
    'END:VEVENT',
  ];
}

function calendar(rows: IcsRow[], lang: Lang, origin: string, name: string): string {
  const host = new URL(origin).host;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//Programm//${lang.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    ...VTIMEZONE,
    ...rows.flatMap((row) => vevent(row, lang, origin, host)),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** One event's calendar file, or null when visitors cannot see the event. */
export async function eventIcs(db: Db, id: number, lang: Lang, origin: string): Promise<{ text: string; slug: string } | null> {
  const [row] = await icsRows(db, and(eq(events.id, id), eventVisibleSql())!, 1);
  if (!row) return null;
  return { text: calendar([row], lang, origin, pickText(row.title, lang)), slug: pickText(row.slug, lang) || `event-${id}` };
}

/** The feed of a programme filter: the events its list shows, up to FEED_LIMIT. */
export async function feedIcs(db: Db, filters: EventFilters, lang: Lang, origin: string, name: string): Promise<string> {
  return calendar(await icsRows(db, eventConditions(filters), FEED_LIMIT), lang, origin, name);
}
