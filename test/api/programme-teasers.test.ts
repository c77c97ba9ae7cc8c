import { eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Teaser } from '../../common/api/programme';
import { events, teasers } from '../../server/db/schema';
import { setClockOffset } from '../../server/clock';
import { createTestApp, type TestApp } from '../helpers/app';
import { fakeDist } from '../helpers/fake-dist';

let t: TestApp;

test.before(async () => {
  t = await createTestApp({ DIST_DIR: await fakeDist() });
  // A teaser of an event that has started is dropped: the server's clock stands two
  // hours before the seeded premiere, whenever in the day the test runs.
  const [teaser] = await t.database.db.select({ eventId: teasers.eventId }).from(teasers).where(eq(teasers.name, 'Premiere Nathan'));
  const [premiere] = await t.database.db.select({ startsAt: events.startsAt }).from(events).where(eq(events.id, teaser!.eventId!));
  setClockOffset(premiere!.startsAt.getTime() - 2 * 3600_000 - Date.now());
});
test.after(async () => {
  setClockOffset(0);
  await t.close();
});

const list = async (lang: 'de' | 'en') => (await t.app.inject(`/${lang}/api/teasers/`)).json<Teaser[]>();
const premiereOf = (items: Teaser[]) => items.find((teaser) => teaser.name === 'Premiere Nathan');

test('a teaser naming an event carries its date and title and links to its page', async () => {
  const teaser = premiereOf(await list('de'));
  assert.ok(teaser, 'the seed has a teaser that announces an event');
  const [event] = await t.database.db.select().from(events).where(eq(events.id, teaser!.event!.id));
  assert.is(teaser!.event!.starts_at, event!.startsAt.toISOString());
  assert.is(teaser!.event!.title, 'Nathan der Weise');
  assert.match(teaser!.event!.url, new RegExp(`^/de/programm/[a-z0-9-]+/${event!.id}$`));
  assert.equal(teaser!.link, { url: teaser!.event!.url }, 'without a link of its own it leads to the event page');
});

test('in English the event link is the English event page', async () => {
  const teaser = premiereOf(await list('en'));
  assert.match(teaser!.event!.url, /^\/en\/events\//);
  assert.is(teaser!.link!.url, teaser!.event!.url);
});

test('a link the editors gave wins over the event page; the date still shows', async () => {
  const [row] = await t.database.db.select().from(teasers).where(eq(teasers.name, 'Premiere Nathan'));
  await t.database.db.update(teasers).set({ linkUrl: { de: '/de/abonnements', en: '/en/abonnements' } }).where(eq(teasers.id, row!.id));
  const teaser = premiereOf(await list('de'));
  assert.equal(teaser!.link, { url: '/de/abonnements' });
  assert.ok(teaser!.event);
  await t.database.db.update(teasers).set({ linkUrl: null }).where(eq(teasers.id, row!.id));
});

test('an offline event is not announced: no date and no link to a page visitors cannot open', async () => {
  const [row] = await t.database.db.select().from(teasers).where(eq(teasers.name, 'Premiere Nathan'));
  await t.database.db.update(events).set({ isOnline: false }).where(eq(events.id, row!.eventId!));
  const teaser = premiereOf(await list('de'));
  assert.is(teaser!.event, null);
  assert.is(teaser!.link, null);
  await t.database.db.update(events).set({ isOnline: true }).where(eq(events.id, row!.eventId!));
});

test("with the programme's filters only teasers of events in the selection show (issue 26; DECISIONS 'Teasers and the programme's filters')", async () => {
  const [row] = await t.database.db.select().from(teasers).where(eq(teasers.name, 'Premiere Nathan'));
  const [event] = await t.database.db.select().from(events).where(eq(events.id, row!.eventId!));
  const names = async (query: string) => (await t.app.inject(`/de/api/teasers/?${query}`)).json<Teaser[]>().map((teaser) => teaser.name);
  assert.equal(await names(`room=${event!.roomId}`), ['Premiere Nathan'], "the premiere's room: its teaser, no general one");
  assert.equal(await names(`type=${event!.exhibitionTypeId}&room=${event!.roomId}`), ['Premiere Nathan']);
  assert.equal(await names(`room=${event!.roomId! + 1}`), [], 'another room: no teaser at all');
  assert.ok((await names('')).length > 1, 'without filters every teaser shows');
  const inlined = async (query: string) => {
    const res = await t.app.inject(`/de/programm${query}`);
    assert.is(res.statusCode, 200);
    return res.body.includes('"name":"Premiere Nathan"');
  };
  assert.ok(await inlined(''), 'the events page inlines the teaser');
  assert.not.ok(await inlined(`?room=${event!.roomId! + 1}`), 'but not for another room');
  assert.is((await t.app.inject('/de/api/teasers/?room=x')).statusCode, 400);
});

test('teasers without an event say so', async () => {
  const others = (await list('de')).filter((teaser) => teaser.name !== 'Premiere Nathan');
  assert.ok(others.length > 0);
  assert.ok(others.every((teaser) => teaser.event === null));
});

test.run();
