/**
 * Rich results that validate: every seeded event page's JSON-LD meets Google's
 * Event guidelines (test/helpers/google-event.ts) in both languages, its offers name addresses a
 * crawler may fetch, its place has the address the footer shows; cancelled and rescheduled events
 * say so; production and series pages carry their dates; the organisation's logo is the logo.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { eq } from 'drizzle-orm';
import type { AccessFeatureItem } from '../../common/api/access';
import type { EventDetail } from '../../common/api/programme';
import { LANGS, buildPath } from '../../common/routes';
import { events } from '../../server/db/schema';
import { loadEventDetail } from '../../server/features/programme/event-detail';
import { eventPlace } from '../../server/features/programme/place-service';
import { VENUE } from '../../server/seed/content/venue';
import { berlinIso } from '../../server/shell/json-ld/berlin-iso';
import { eventJsonLd } from '../../server/shell/json-ld/event';
import { createTestApp, type TestApp } from '../helpers/app';
import { fakeDist } from '../helpers/fake-dist';
import { disallowedPaths, googleEventProblems, jsonLdBlocks } from '../helpers/google-event';

let t: TestApp;
let disallowed: string[];

test.before(async () => {
  t = await createTestApp({ DIST_DIR: await fakeDist() });
  disallowed = disallowedPaths((await t.app.inject({ url: '/robots.txt' })).body);
});
test.after(() => t.close());

const html = async (url: string) => {
  const answer = await t.app.inject({ url });
  assert.is(answer.statusCode, 200, url);
  return answer.body;
};

const eventBlocks = (page: string) => jsonLdBlocks(page).filter((b) => (b as { '@type'?: string })['@type'] === 'Event') as Record<string, unknown>[];

test('the JSON-LD of every seeded event meets Google’s Event guidelines in both languages', async () => {
  const rows = await t.database.db.select({ id: events.id, slug: events.slug }).from(events).where(eq(events.isOnline, true));
  assert.ok(rows.length >= 10, `the seed has events (${rows.length})`);
  const problems: string[] = [];
  for (const row of rows) {
    for (const lang of LANGS) {
      const url = buildPath('event', lang, { slug: row.slug[lang] || row.slug.de, id: String(row.id) });
      const blocks = eventBlocks(await html(url));
      if (blocks.length !== 1) problems.push(`${url}: ${blocks.length} Event blocks`);
      for (const block of blocks) problems.push(...googleEventProblems(block, { disallowed }).map((p) => `${url}: ${p}`));
    }
  }
  assert.equal(problems, [], problems.slice(0, 30).join('\n'));
});

test('the house’s address in the JSON-LD is the one the footer shows', async () => {
  const [row] = await t.database.db.select({ id: events.id, slug: events.slug, venueId: events.venueId }).from(events).where(eq(events.isOnline, true)).limit(1);
  const page = await html(buildPath('event', 'de', { slug: row!.slug.de, id: String(row!.id) }));
  const house = await eventPlace(t.database.db, null, 'de');
  assert.is(house!.postal_code, VENUE.postcode, 'the first venue, the house, has the address of content/venue.ts');
  assert.is(house!.street, VENUE.street);
  const footer = await html('/de');
  assert.match(footer, `${VENUE.postcode} ${VENUE.city}`, 'the footer shows the same postal code');
  assert.ok(eventBlocks(page)[0], 'the event page has its Event');
});

test('an event cancelled in the hub says EventCancelled on its page; a rescheduled one names its previous start', async () => {
  const rows = await t.database.db.select({ id: events.id, slug: events.slug, startsAt: events.startsAt, endsAt: events.endsAt }).from(events).where(eq(events.isOnline, true)).limit(2);
  const [cancelled, moved] = rows as [(typeof rows)[number], (typeof rows)[number]];
  await t.database.db.update(events).set({ status: 'cancelled', statusNote: { de: 'Wegen Krankheit abgesagt.', en: 'Cancelled due to illness.' } }).where(eq(events.id, cancelled.id));
  const previous = moved.startsAt;
  const week = 7 * 24 * 60 * 60 * 1000;
  const later = new Date(previous.getTime() + week);
  const endsLater = moved.endsAt && new Date(moved.endsAt.getTime() + week);
  await t.database.db.update(events).set({ status: 'rescheduled', previousStartsAt: previous, startsAt: later, endsAt: endsLater }).where(eq(events.id, moved.id));
  for (const lang of LANGS) {
    const [first] = eventBlocks(await html(buildPath('event', lang, { slug: cancelled.slug[lang] || cancelled.slug.de, id: String(cancelled.id) })));
    assert.is(first!.eventStatus, 'https://schema.org/EventCancelled', lang);
    assert.equal(googleEventProblems(first, { disallowed }), []);
    const [second] = eventBlocks(await html(buildPath('event', lang, { slug: moved.slug[lang] || moved.slug.de, id: String(moved.id) })));
    assert.is(second!.eventStatus, 'https://schema.org/EventRescheduled', lang);
    assert.is(second!.previousStartDate, berlinIso(previous));
    assert.is(second!.startDate, berlinIso(later));
    assert.equal(googleEventProblems(second, { disallowed }), []);
  }
  await t.database.db.update(events).set({ status: 'scheduled' }).where(eq(events.id, cancelled.id));
  await t.database.db.update(events).set({ status: 'scheduled', previousStartsAt: null, startsAt: previous, endsAt: moved.endsAt }).where(eq(events.id, moved.id));
});

/** A seeded event's detail in a given state, as the hub would set it. */
async function detailIn(state: Partial<EventDetail>): Promise<EventDetail> {
  const [row] = await t.database.db.select({ id: events.id }).from(events).where(eq(events.isOnline, true)).limit(1);
  const detail = await loadEventDetail(t.database.db, row!.id, 'de', 20);
  return { ...detail!, ...state };
}

const build = async (event: EventDetail) => eventJsonLd({ event, place: await eventPlace(t.database.db, event.venue?.id ?? null, 'de'), currency: '€', publicUrl: 'https://example.org', organizer: 'Alte Synagoge' }) as Record<string, unknown>;

test('a cancelled event says EventCancelled; a postponed one EventPostponed; a moved one stays scheduled at its new place', async () => {
  assert.is((await build(await detailIn({ status: 'cancelled', status_note: 'Krankheit', previous_starts_at: null }))).eventStatus, 'https://schema.org/EventCancelled');
  assert.is((await build(await detailIn({ status: 'postponed', status_note: '', previous_starts_at: null }))).eventStatus, 'https://schema.org/EventPostponed');
  assert.is((await build(await detailIn({ status: 'moved', status_note: '', previous_starts_at: null }))).eventStatus, 'https://schema.org/EventScheduled');
  assert.is((await build(await detailIn({}))).eventStatus, 'https://schema.org/EventScheduled');
});

test('a rescheduled event names its previous start and still meets the guidelines', async () => {
  const block = await build(await detailIn({ status: 'rescheduled', status_note: '', previous_starts_at: '2026-03-01T18:30:00.000Z' }));
  assert.is(block.eventStatus, 'https://schema.org/EventRescheduled');
  assert.is(block.previousStartDate, '2026-03-01T19:30:00+01:00');
  assert.equal(googleEventProblems(block, { disallowed }), []);
});

test('access facts: the place’s as amenity features, audio description and sign language on the work performed', async () => {
  const access: AccessFeatureItem[] = [
    { code: 'audio-description', name: 'Audiodeskription', explanation: '' },
    { code: 'sign-language', name: 'DGS', explanation: '' },
    { code: 'step-free', name: 'Stufenloser Zugang', explanation: '' },
  ];
  const block = await build(await detailIn({ access }));
  const location = block.location as { amenityFeature?: { name: string; value: boolean }[] };
  assert.equal(location.amenityFeature, [{ '@type': 'LocationFeatureSpecification', name: 'Stufenloser Zugang', value: true }]);
  assert.equal((block.workPerformed as { accessibilityFeature: string[] }).accessibilityFeature, ['audioDescription', 'signLanguage']);
  assert.equal(googleEventProblems(block, { disallowed }), []);
});

test('production and series pages carry an Event for each date they list', async () => {
  for (const [list, link] of [
    ['/de/produktionen', /href="(\/de\/produktionen\/[^"/]+\/\d+)"/],
    ['/de/abonnements', /href="(\/de\/series\/[^"/]+\/\d+)"/],
  ] as const) {
    const listPage = await html(list);
    const detail = link.exec(listPage)?.[1];
    assert.ok(detail, `${list} links to a detail page`);
    const blocks = eventBlocks(await html(detail));
    assert.ok(blocks.length > 0, `${detail} carries its events`);
    for (const block of blocks) assert.equal(googleEventProblems(block, { disallowed }), [], detail);
  }
});

test('the organisation’s logo on the home page is the design’s logo, not the hero photo', async () => {
  const organization = jsonLdBlocks(await html('/de'))
    .flatMap((b) => ((b as { '@graph'?: Record<string, unknown>[] })['@graph'] ?? []))
    .find((node) => node['@type'] === 'Organization');
  assert.ok(organization, 'the home page names the organisation');
  assert.match(String(organization.logo), /\/logo\/house-[a-z0-9]+\.svg$/);
});

test.run();
