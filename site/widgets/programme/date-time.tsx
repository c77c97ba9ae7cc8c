/**
 * When an event takes place, in Berlin time whatever the device's zone (SPEC §9): "14. März 2026,
 * 19:30 Uhr", with the end time when it ends the same day, else the end date as well.
 */
import { formatDate, formatTime } from '../../../common/format';
import type { Lang } from '../../../common/routes';

export interface DateTimeProps {
  start: string;
  end: string | null;
  lang: Lang;
}

export function eventWhen(start: string, end: string | null, lang: Lang): string {
  const day = formatDate(start, lang);
  const from = `${day}, ${formatTime(start, lang)}`;
  if (!end) return from;
  const endDay = formatDate(end, lang);
  return endDay === day ? `${from} – ${formatTime(end, lang)}` : `${from} – ${endDay}, ${formatTime(end, lang)}`;
}

export function DateTime({ start, end, lang }: DateTimeProps) {
  return <time dateTime={start}>{eventWhen(start, end, lang)}</time>;
}
