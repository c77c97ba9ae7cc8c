/**
 * Dates and times as visitors read them, always in the venue's time zone whatever the device's
 * (SPEC §9: Europe/Berlin, locale de-DE; "day, short month, year"; "time with suffix Uhr").
 *
 * Decision for English (SPEC §9 names only the German form): the same 24-hour clock without a suffix,
 * "19:30", not "7:30 pm". Timeslots and opening hours come from the ticket shop as "HH:MM" (SPEC §9
 * "first 5 chars"), and one clock across the listing, the booking widget and the venue's signage
 * avoids a visitor comparing "7:30 pm" with "19:30".
 */
import { t } from '../i18n';
import type { Lang } from '../routes';
import { INTL_LOCALES, TIME_ZONE } from './time-zone';
import { intlAnswer } from './intl-answers';

export { INTL_LOCALES };

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();
let timeFormat: Intl.DateTimeFormat | undefined;

function toDate(value: Date | string): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "14. März 2026" / "14 Mar 2026"; empty for a value that is not a date. */
export function formatDate(value: Date | string, lang: Lang): string {
  const date = toDate(value);
  if (!date) return '';
  return intlAnswer(`date|${lang}|${date.getTime()}`, () => {
    let format = dateFormats.get(lang);
    if (!format) {
      format = new Intl.DateTimeFormat(INTL_LOCALES[lang], { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
      dateFormats.set(lang, format);
    }
    return format.format(date);
  });
}

const CLOCK = /^(\d{2}:\d{2})(:\d{2})?$/;

/** "HH:MM" of a ticket-shop time ("19:30:00") or of an instant in Berlin; empty when neither. */
function clock(value: Date | string): string {
  if (typeof value === 'string') {
    const m = CLOCK.exec(value.trim());
    if (m) return m[1]!;
  }
  const date = toDate(value);
  if (!date) return '';
  return intlAnswer(`clock|${date.getTime()}`, () => {
    timeFormat ??= new Intl.DateTimeFormat('de-DE', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    return timeFormat.format(date);
  });
}

/** "19:30 Uhr" / "19:30" (see the decision above). Accepts an instant or a wall-clock "HH:MM[:SS]". */
export function formatTime(value: Date | string, lang: Lang): string {
  const time = clock(value);
  return time ? t(lang).format.time({ time }) : '';
}

/** A timeslot's start as the widget shows it: its first five characters, "HH:MM" (SPEC §9). */
export function formatTimeslot(timeStart: string): string {
  return timeStart.slice(0, 5);
}
