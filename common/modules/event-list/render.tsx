/**
 * The event list module (SPEC §3): the events of its day range as day groups, fetched when shown
 * (page modules are not part of the shell's route data). Up to one API page of the largest size;
 * events after `date_to` are cut here, as the events call knows only a start day.
 */
import { useEffect, useState } from 'react';
import { getEvents } from '../../api/programme-client';
import { PROGRAMME_MAX_PAGE_SIZE, type EventListItem } from '../../api/programme';
import { DEFAULT_CURRENCY, parseQueryDate } from '../../format';
import type { RendererProps } from '../renderer-props';
import { EventDays } from './event-days';
import { dayRange } from './range';
import type declaration from './schema';
import { tEvents } from './strings';

const DAY_MS = 86_400_000;

export default function EventListRender({ data, lang, items }: RendererProps<typeof declaration>) {
  const range = dayRange(data);
  // The visitor's programme filters the editor chose, as the events call takes them.
  const chosen = Object.fromEntries((['type', 'genre', 'room', 'tag'] as const).flatMap((name) => (data[name] ? [[name, String(data[name])]] : [])));
  const key = JSON.stringify(chosen);
  const [events, setEvents] = useState<EventListItem[] | null>(null);

  useEffect(() => {
    let current = true;
    const end = range.to ? parseQueryDate(range.to)!.getTime() + DAY_MS : Number.POSITIVE_INFINITY;
    getEvents(lang, { date: range.from, ...chosen }, 1, PROGRAMME_MAX_PAGE_SIZE).then(
      (page) => current && setEvents(page.results.filter((event) => new Date(event.starts_at).getTime() < end)),
      (error: unknown) => {
        console.error('The event list module could not load its events.', error);
        if (current) setEvents([]);
      },
    );
    return () => {
      current = false;
    };
  }, [lang, range.from, range.to, key]);

  if (events === null) return <p aria-busy="true">{tEvents(lang).list.loading()}</p>;
  return (
    <div>
      {events.length ? (
        <EventDays events={events} teasers={[]} complete lang={lang} look="style1" currency={DEFAULT_CURRENCY} level={3} />
      ) : (
        <p>{tEvents(lang).empty.title()}</p>
      )}
      {items}
    </div>
  );
}
