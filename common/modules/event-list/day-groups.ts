/**
 * Events grouped by their Europe/Berlin day, with the teasers interleaved by position (SPEC §2
 * "Event list page", §3 "Teaser": position is a date). A teaser follows the events of its day, or
 * stands before the first later day when its day has none. While further pages may still bring
 * events of a day, teasers after the last loaded day wait, so nothing jumps as the list grows.
 */
import type { EventListItem, Teaser } from '../../api/programme';
import { formatQueryDate, parseQueryDate } from '../../format';

export interface DayGroup {
  /** DD-MM-YYYY, Berlin. */
  day: string;
  /** The start of the day, for the heading. */
  date: Date;
  events: EventListItem[];
  /** Teasers shown after this day's events. */
  teasers: Teaser[];
}

export interface GroupedList {
  /** Teasers placed before the first day. */
  leading: Teaser[];
  days: DayGroup[];
}

const dayValue = (day: string): number => parseQueryDate(day)?.getTime() ?? Number.NaN;

/**
 * `complete` says no further page will follow: then every teaser from the last day on is placed
 * too. Events must come in start order (the API's order).
 */
export function groupByDay(events: readonly EventListItem[], teasers: readonly Teaser[], complete: boolean): GroupedList {
  const days: DayGroup[] = [];
  for (const event of events) {
    const day = formatQueryDate(new Date(event.starts_at));
    const last = days[days.length - 1];
    if (last && last.day === day) last.events.push(event);
    else days.push({ day, date: parseQueryDate(day)!, events: [event], teasers: [] });
  }
  const leading: Teaser[] = [];
  if (days.length === 0) return { leading, days };

  const lastLoaded = days[days.length - 1]!.date.getTime();
  const ordered = [...teasers].sort((a, b) => dayValue(a.position) - dayValue(b.position));
  for (const teaser of ordered) {
    const at = dayValue(teaser.position);
    if (Number.isNaN(at)) continue;
    if (at > lastLoaded || (at === lastLoaded && !complete)) {
      if (complete && at > lastLoaded) days[days.length - 1]!.teasers.push(teaser);
      continue;
    }
    // The latest loaded day on or before the teaser's day; none means before the first.
    let host: DayGroup | null = null;
    for (const group of days) {
      if (group.date.getTime() <= at) host = group;
      else break;
    }
    if (host) host.teasers.push(teaser);
    else leading.push(teaser);
  }
  return { leading, days };
}
