/**
 * Access features set in the hub reach the programme filter, the event's
 * page data and search; event states close the booking and keep a cancelled event listed.
 */
import { eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ACCESS_FEATURE_IDS } from '../../common/api/access';
import type { AdminItem } from '../../common/api/admin';
import { collectionUrl } from '../../common/api/admin';
import type { EventDetail, EventListItem } from '../../common/api/programme';
import type { SearchPage } from '../../common/api/search';
import { EVENT_CLOSED_CODE, type ShopCartError } from '../../common/api/ticketshop';
import type { Paginated } from '../../common/api/types';
import { events } from '../../server/db/schema';
import { createTestApp, csrfPair, type TestApp } from '../helpers/app';
import { caller, sessionAs, type Caller } from './admin-session';
import { json } from './fixtures';
import { fakeDist } from '../helpers/fake-dist';

let t: TestApp;
let editor: Caller;
let event: AdminItem;
const csrf = csrfPair();
const AD = ACCESS_FEATURE_IDS['audio-description'];
const DGS = ACCESS_FEATURE_IDS['sign-language'];

test.before(async () => {
  await setUp().catch((error: unknown) => {
    console.error(error);
    throw error;
  });
});

async function setUp() {
  t = await createTestApp({ DIST_DIR: await fakeDist() });
  editor = caller(t, await sessionAs(t, 'access-editor', 'editor'));
  const res = await editor.send('POST', collectionUrl('event'), {
    title: { de: 'Hörspielabend Saphirklang', en: 'Radio Play Evening Sapphire' },
    slug: { de: 'hoerspielabend-saphirklang', en: 'radio-play-evening-sapphire' },
    startsAt: new Date(Date.now() + 9 * 86_400_000).toISOString(),
    idJet: 987_654,
    ticketUrl: 'https://shop.example.org/event/987654',
    accessFeatures: ['audio-description', 'sign-language'],
  });
  assert.is(res.statusCode, 201, res.body);
  event = json<AdminItem>(res);
}
test.after(() => t.close());

const get = async <T>(url: string) => {
  const res = await t.app.inject(url);
  assert.is(res.statusCode, 200, `${url}: ${res.body}`);
  return res.json<T>();
};
const listedIds = async (query: string) => (await get<Paginated<EventListItem>>(`/de/api/events/?page_size=50&${query}`)).results.map((e) => e.id);

test('an event with audio description and DGS is listed under each of those filters and under both, not under another', async () => {
  assert.ok((await listedIds(`access=${AD}`)).includes(event.id), 'audio description');
  assert.ok((await listedIds(`access=${DGS}`)).includes(event.id), 'DGS');
  assert.ok((await listedIds(`access=${AD},${DGS}`)).includes(event.id), 'both');
  assert.not.ok((await listedIds(`access=${ACCESS_FEATURE_IDS['touch-tour']}`)).includes(event.id), 'not under touch tour');
  const calendar = await get<{ dates: string[] }>(`/api/calendar/?access=${AD}`);
  assert.ok(calendar.dates.length > 0, 'the calendar knows its day');
});

test('an access id no feature has is a 400 that names the ids there are', async () => {
  const res = await t.app.inject('/de/api/events/?access=99');
  assert.is(res.statusCode, 400);
  assert.match(res.json<{ message: string }>().message, '1 (audio-description)');
});

test('the event page data names the features with their explanations in both languages', async () => {
  const de = await get<EventDetail>(`/de/api/events/${event.id}/`);
  assert.equal(de.access.map((a) => a.name), ['Audiodeskription', 'Deutsche Gebärdensprache (DGS)']);
  assert.match(de.access[0]!.explanation, 'Kopfhörer');
  const en = await get<EventDetail>(`/en/api/events/${event.id}/`);
  assert.equal(en.access.map((a) => a.name), ['Audio description', 'German Sign Language (DGS)']);
  assert.match(en.access[0]!.explanation, 'headphones');
});

test('a venue that is step-free and has a loop gives every event there those features', async () => {
  const venue = await editor.send('POST', collectionUrl('venue'), { name: { de: 'Saal Ebenerdig' }, slug: { de: 'saal-ebenerdig' }, stepFree: true, inductionLoop: true });
  assert.is(venue.statusCode, 201, venue.body);
  const patched = await editor.send('PATCH', collectionUrl('event', event.id), { venueId: json<AdminItem>(venue).id });
  assert.is(patched.statusCode, 200, patched.body);
  const de = await get<EventDetail>(`/de/api/events/${event.id}/`);
  assert.equal(de.access.map((a) => a.code), ['audio-description', 'sign-language', 'induction-loop', 'step-free']);
  assert.ok((await listedIds(`access=${ACCESS_FEATURE_IDS['step-free']}`)).includes(event.id));
});

test('search finds the event with its access features', async () => {
  const found = await get<SearchPage>(`/api/search/events/?query=Saphirklang&lang=de`);
  const hit = found.results.find((h) => h.id === event.id);
  assert.ok(hit, 'found');
  assert.equal(hit!.access?.map((a) => a.code), ['audio-description', 'sign-language', 'induction-loop', 'step-free']);
});

test('the hub refuses a feature or state that does not exist, field by field', async () => {
  const res = await editor.send('PATCH', collectionUrl('event', event.id), { accessFeatures: ['teleport'], status: 'vanished' });
  assert.is(res.statusCode, 400);
  assert.match(res.body, 'accessFeatures');
  assert.match(res.body, 'status');
});

const html = async (url: string) => {
  const res = await t.app.inject(url);
  assert.is(res.statusCode, 200, url);
  return res.body;
};
/** The server-rendered card of the event in a programme page. */
const cardIn = (page: string) => {
  const start = page.indexOf(`data-event-id="${event.id}"`);
  assert.ok(start >= 0, 'the programme shows the event');
  return page.slice(start, page.indexOf('</article>', start));
};

test('without JavaScript, the access form (one key per ticked box) gives a server-rendered programme with the event, its boxes ticked and its feed', async () => {
  const page = await html(`/de/programm?access=${AD}&access=${DGS}`);
  assert.match(cardIn(page), 'Audiodeskription');
  assert.match(cardIn(page), 'Deutsche Gebärdensprache (DGS)');
  assert.match(cardIn(page), 'data-ticket-link', 'tickets are on sale');
  assert.match(page, new RegExp(`<form method="get" action="/de/programm"[^>]*>`));
  assert.match(page, new RegExp(`name="access" value="${AD}" checked`));
  assert.match(page, new RegExp(`name="access" value="${DGS}" checked`));
  assert.match(page, `/de/api/events/calendar.ics?access=${AD},${DGS}`);
  const other = await html(`/de/programm?access=${ACCESS_FEATURE_IDS['touch-tour']}`);
  assert.not.match(other, `data-event-id="${event.id}"`);
});

test("the event's page explains its features and offers it for the calendar", async () => {
  const page = await html(`/de/programm/hoerspielabend-saphirklang/${event.id}`);
  assert.match(page, 'Audiodeskription');
  assert.match(page, 'Live-Beschreibung des Bühnengeschehens über Kopfhörer.');
  assert.match(page, `href="/de/api/events/${event.id}/calendar.ics"`);
  assert.match(page, 'In den Kalender');
});

test('a cancelled event stays listed with its note, and tickets are refused in the list, the page data and the cart', async () => {
  const res = await editor.send('PATCH', collectionUrl('event', event.id), { status: 'cancelled', statusNote: { de: 'Wegen Krankheit abgesagt.', en: 'Cancelled due to illness.' } });
  assert.is(res.statusCode, 200, res.body);
  const item = (await get<Paginated<EventListItem>>('/de/api/events/?page_size=50&access=' + AD)).results.find((e) => e.id === event.id);
  assert.ok(item, 'still listed until its date');
  assert.is(item!.status, 'cancelled');
  assert.is(item!.status_note, 'Wegen Krankheit abgesagt.');
  assert.is(item!.sale, 'cancelled');
  assert.is((await get<EventDetail>(`/en/api/events/${event.id}/`)).status_note, 'Cancelled due to illness.');
  const cart = await t.app.inject({ method: 'POST', url: '/api/shop-cart/', payload: { event_jet_id: 987_654, sale_type_ids: [1], quantities: [1] }, headers: { cookie: csrf.cookie, ...csrf.headers } });
  assert.is(cart.statusCode, 409, cart.body);
  assert.is(cart.json<ShopCartError>().response_code, EVENT_CLOSED_CODE);
  assert.match(cart.json<ShopCartError>().message, 'cancelled');
  const card = cardIn(await html(`/de/programm?access=${AD}`));
  assert.match(card, 'Abgesagt');
  assert.match(card, 'Wegen Krankheit abgesagt.');
  assert.not.match(card, 'data-ticket-link', 'no ticket link on the card');
  const page = await html(`/en/events/radio-play-evening-sapphire/${event.id}`);
  assert.match(page, 'data-event-status="cancelled"');
  assert.match(page, 'Cancelled due to illness.');
});

test('rescheduling keeps the previous date beside the new one, and raises the calendar sequence', async () => {
  const [before] = await t.database.db.select({ sequence: events.sequence, startsAt: events.startsAt }).from(events).where(eq(events.id, event.id));
  const later = new Date(before!.startsAt.getTime() + 14 * 86_400_000);
  const res = await editor.send('PATCH', collectionUrl('event', event.id), { status: 'rescheduled', startsAt: later.toISOString(), previousStartsAt: before!.startsAt.toISOString() });
  assert.is(res.statusCode, 200, res.body);
  const detail = await get<EventDetail>(`/de/api/events/${event.id}/`);
  assert.is(detail.starts_at, later.toISOString());
  assert.is(detail.previous_starts_at, before!.startsAt.toISOString());
  assert.is(detail.sale, 'open', 'a rescheduled event sells again');
  const [after] = await t.database.db.select({ sequence: events.sequence }).from(events).where(eq(events.id, event.id));
  assert.ok(after!.sequence > before!.sequence, `${after!.sequence} > ${before!.sequence}`);
  const page = await html(`/de/programm/hoerspielabend-saphirklang/${event.id}`);
  assert.match(page, 'Neuer Termin');
  assert.match(page, 'Bisheriger Termin:');
});

test.run();
