/**
 * Programme data and a fake programme API for the event list and overlay tests (not a test file).
 * The fake answers by path and filters like the server: events filtered by room, ten per page.
 */
import type { EventListItem, Teaser } from '../../common/api/programme';
import type { EventFilterOptions, EventsRouteData, Paginated } from '../../common/api/types';
import { json } from './app-harness';

export function programmeEvent(id: number, startsAt: string, room = 1): EventListItem {
  return {
    id,
    id_jet: 1000 + id,
    title: `Konzert ${id}`,
    preline: 'Kammermusik',
    subline: `Programm ${id}`,
    starts_at: startsAt,
    ends_at: null,
    room: { id: room, name: room === 1 ? 'Großer Saal' : 'Foyer' },
    image: null,
    url: `/de/programm/konzert-${id}/${id}`,
    tags: [],
    price_min: '18.00',
    free_admission: false,
    ticket_url: `https://shop.example.org/event/${1000 + id}`,
    event_type_new: '',
    sale: 'open',
    status: 'scheduled',
    status_note: '',
    previous_starts_at: null,
    access: [],
  };
}

export function programmeTeaser(id: number, position: string): Teaser {
  return { id, name: `t${id}`, link: { url: '/de/haus' }, event: null, preline: 'Neu', headline: `Teaser ${id}`, subline: '', link_text: 'Mehr erfahren', image_obj: null, position, theme: null };
}

export const OPTIONS: EventFilterOptions = {
  room: [
    { id: 1, name: 'Großer Saal' },
    { id: 2, name: 'Foyer' },
  ],
  type: [{ id: 1, slug: 'konzert', name: 'Konzert' }],
  tag: [],
  series: [],
  genre: [],
  access: [],
};

/** Twelve events on six March days, two a day; even ids play in the foyer (room 2). */
export const EVENTS: EventListItem[] = Array.from({ length: 12 }, (_, i) =>
  programmeEvent(i + 1, `2026-03-${String(10 + Math.floor(i / 2)).padStart(2, '0')}T18:${i % 2 ? '30' : '00'}:00Z`, i % 2 ? 2 : 1),
);
export const TEASERS = [programmeTeaser(50, '10-03-2026')];

export interface ApiCall {
  path: string;
  query: URLSearchParams;
}

export const apiCalls: ApiCall[] = [];
const realFetch = globalThis.fetch;

function pageOf(list: EventListItem[], page: number): Paginated<EventListItem> {
  const results = list.slice((page - 1) * 10, page * 10);
  return { count: list.length, next: page * 10 < list.length ? page + 1 : null, previous: page > 1 ? page - 1 : null, results };
}

function matching(query: URLSearchParams): EventListItem[] {
  const rooms = query.get('room')?.split(',').map(Number);
  const types = query.get('type');
  return EVENTS.filter((e) => (!rooms || rooms.includes(e.room!.id)) && (!types || types === '99'));
}

/** Installs the fake programme API on fetch; `extra` answers other paths (the events page headline). */
export function programmeApi(extra: Record<string, unknown> = {}): void {
  apiCalls.length = 0;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), location.origin);
    apiCalls.push({ path: url.pathname, query: url.searchParams });
    if (url.pathname in extra) return json(200, extra[url.pathname]);
    if (/^\/(de|en)\/api\/events\/$/.test(url.pathname)) return json(200, pageOf(matching(url.searchParams), Number(url.searchParams.get('page') ?? 1)));
    if (/^\/(de|en)\/api\/teasers\/$/.test(url.pathname)) return json(200, TEASERS);
    if (url.pathname === '/api/calendar/') return json(200, { dates: [...new Set(matching(url.searchParams).map((e) => e.starts_at.slice(0, 10).split('-').reverse().join('-')))] });
    const option = { '/api/rooms/': OPTIONS.room, '/api/exhibition-types/': OPTIONS.type, '/api/event-tags/': [], '/api/series/': [], '/api/genres/': [] }[url.pathname];
    if (option) return json(200, option);
    return json(404, { message: '404 Not Found', statusCode: 404 });
  }) as typeof fetch;
}

export function restoreFetch(): void {
  globalThis.fetch = realFetch;
}

/** What the shell inlines for an address without filters. */
export function routeData(): EventsRouteData {
  return { query: '', events: pageOf(EVENTS, 1), teasers: TEASERS, calendar: ['10-03-2026', '11-03-2026'], options: OPTIONS };
}

export const eventsOnly = (calls: ApiCall[]) => calls.filter((c) => c.path.endsWith('/api/events/'));
