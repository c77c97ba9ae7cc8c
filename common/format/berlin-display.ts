/**
 * Times as editors read them: Berlin's clock in the UI language. Apart from
 * berlin.ts, which the editor's first load carries for its date inputs: only the screens that show
 * times (hub, versions, server) load these.
 */
import type { Lang } from '../routes';
import { INTL_LOCALES, TIME_ZONE } from './time-zone';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as an editor reads it, in Berlin and in the UI language: "22.02.2027, 19:30" (de-DE),
 * "22/02/2027, 19:30" (en-GB); with `seconds` for the audit log. '' for a value that is not a date,
 * so a list never shows "Invalid Date".
 */
export function formatBerlinDateTime(value: Date | string | null | undefined, lang: Lang, seconds = false): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${lang}${seconds ? 's' : ''}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[lang], { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}), hourCycle: 'h23' });
    dateTimeFormats.set(key, format);
  }
  return format.format(date);
}

const dayFormats = new Map<Lang, Intl.DateTimeFormat>();

/**
 * A stored date field as editors read it: a calendar day ("2026-09-01", a season's start) stays that
 * day, "01.09.2026"; an instant is Berlin's date and time (formatBerlinDateTime). '' for neither.
 */
export function formatStoredDate(value: unknown, lang: Lang): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    let format = dayFormats.get(lang);
    if (!format) {
      // The day as written: read and shown at UTC midnight, so no zone moves it.
      format = new Intl.DateTimeFormat(INTL_LOCALES[lang], { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
      dayFormats.set(lang, format);
    }
    return format.format(new Date(`${value}T00:00:00Z`));
  }
  return formatBerlinDateTime(value, lang);
}
