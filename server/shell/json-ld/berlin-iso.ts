/**
 * ISO 8601 with the venue's offset ("2026-03-14T19:30:00+01:00"): schema.org dates that search
 * engines show at the right local time whatever the server's zone (SPEC §9: Europe/Berlin).
 */
import { berlinWallClock } from '../../../common/format/berlin';

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

export function berlinIso(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  const w = berlinWallClock(date);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const offsetMinutes = Math.round((wallAsUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${offset}`;
}
