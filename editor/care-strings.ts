/** Strings and the Berlin clock of the editor's care for shared work: conflicts, presence, badges. */
import { TIME_ZONE } from '../common/format/time-zone';
import type { Lang } from '../common/routes';

export { tCare } from './i18n/strings';

/** "14:32" in Berlin (SPEC §9), with the day in front when it is not today's, and the year when not this year's. */
export function berlinTime(iso: string, lang: Lang, now = new Date()): string {
  const at = new Date(iso);
  const locale = lang === 'de' ? 'de-DE' : 'en-GB';
  const day = (d: Date) => d.toLocaleDateString('de-DE', { timeZone: TIME_ZONE });
  const time = at.toLocaleTimeString(locale, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  if (day(at) === day(now)) return time;
  const year = (d: Date) => d.toLocaleDateString('de-DE', { timeZone: TIME_ZONE, year: 'numeric' });
  const date = at.toLocaleDateString(locale, { timeZone: TIME_ZONE, day: 'numeric', month: 'short', ...(year(at) === year(now) ? {} : { year: 'numeric' }) });
  return `${date} ${time}`;
}
