/**
 * Today's opening hours (SPEC §3 "Opening hours", §7): the weekly rows of today's weekday and today's
 * exceptions. "Today" is the venue's day in Europe/Berlin, never the server's local date.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { asc, eq } from 'drizzle-orm';
import type { OpeningHoursEntry, OpeningHoursToday } from '../../../common/api/types';
import { pickText, type Localized } from '../../../common/i18n/localized';
import { TIME_ZONE } from '../../../common/format/time-zone';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { openingHours, openingHoursExceptions } from '../../db/schema';
import { now as clockNow } from '../../clock';

interface EntryRow {
  timeFrom: string | null;
  timeTo: string | null;
  closed: boolean;
  alternativeText: Localized;
  alternativeLinkUrl: string;
}

const toEntry = (row: EntryRow, lang: Lang): OpeningHoursEntry => ({
  time_from: row.timeFrom,
  time_to: row.timeTo,
  closed: row.closed,
  alternative_text: pickText(row.alternativeText, lang),
  alternative_link_url: row.alternativeLinkUrl,
});

/** The venue's calendar day and ISO weekday (1 = Monday … 7 = Sunday) at `now`. */
export function venueDay(now: Date): { date: string; weekday: number } {
  const local = new TZDate(now.getTime(), TIME_ZONE);
  return { date: format(local, 'yyyy-MM-dd'), weekday: local.getDay() || 7 };
}

export async function loadOpeningHoursToday(db: Db, lang: Lang, now: Date = clockNow()): Promise<OpeningHoursToday> {
  const { date, weekday } = venueDay(now);
  const [weekly, exceptions] = await Promise.all([
    db.select().from(openingHours).where(eq(openingHours.weekday, weekday)).orderBy(asc(openingHours.timeFrom), asc(openingHours.id)),
    db
      .select()
      .from(openingHoursExceptions)
      .where(eq(openingHoursExceptions.day, date))
      .orderBy(asc(openingHoursExceptions.timeFrom), asc(openingHoursExceptions.id)),
  ]);
  return {
    date,
    opening_hours: weekly.map((row) => toEntry(row, lang)),
    opening_hours_exceptions: exceptions.map((row) => toEntry(row, lang)),
  };
}
