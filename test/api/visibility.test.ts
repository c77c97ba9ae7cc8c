/**
 * One visibility rule : a page, a module and an event container
 * scheduled for tomorrow, and ones expired yesterday, leave no trace in search, autocomplete, sitemap,
 * container and page APIs; an offline event's container answers 404; at the start time the scheduled
 * ones appear without a write (the server clock is moved, nothing in the database is touched).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AutocompleteResponse, SearchPage } from '../../common/api/search';
import type { Navigation, Section } from '../../common/api/types';
import { l } from '../../common/i18n/localized';
import { events, navItems } from '../../server/db/schema';
import { setClockOffset } from '../../server/clock';
import { createTestApp, type TestApp } from '../helpers/app';
import { insertModule, insertPage, insertSection } from './fixtures';

const DAY = 24 * 3600 * 1000;
let t: TestApp;
let tomorrow: number;
let onlineEvent: number;
let offlineEvent: number;

test.before(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tomorrow = Date.now() + DAY;
  const yesterday = new Date(Date.now() - DAY);
  const soon = await insertPage(db, { pathDe: '/de/quastenflosser', pathEn: '/en/coelacanth', title: l('Quastenflosserfest', 'Coelacanth festival'), onlineFrom: new Date(tomorrow) });
  await insertPage(db, { pathDe: '/de/pfeilschwanz', pathEn: '/en/horseshoe', title: l('Pfeilschwanzfest', 'Horseshoe festival'), onlineTo: yesterday });
  await db.insert(navItems).values({ menu: 'main', label: { de: '' }, pageId: soon.id, position: 99 });

  const open = await insertPage(db, { pathDe: '/de/offen', pathEn: '/en/open', title: l('Offene Seite', 'Open page') });
  const section = await insertSection(db, { slug: 'offen-oben', pageId: open.id });
  await insertModule(db, { sectionId: section.id, type: 'text', position: 1, onlineFrom: new Date(tomorrow), i18n: { de: { content: '<p>Morgenrotwal singt</p>' } } });
  await insertModule(db, { sectionId: section.id, type: 'text', position: 2, onlineTo: yesterday, i18n: { de: { content: '<p>Abendrotwal schweigt</p>' } } });

  const [on, off] = await db
    .insert(events)
    .values([
      { slug: { de: 'an' }, title: { de: 'Sichtbarer Abend' }, startsAt: new Date(Date.now() + 10 * DAY) },
      { slug: { de: 'aus' }, title: { de: 'Verborgener Abend' }, startsAt: new Date(Date.now() + 10 * DAY), isOnline: false },
    ])
    .returning();
  onlineEvent = on!.id;
  offlineEvent = off!.id;
  const onSection = await insertSection(db, { slug: `event-${onlineEvent}`, contentType: 'event', objectId: onlineEvent });
  await insertModule(db, { sectionId: onSection.id, type: 'text', onlineFrom: new Date(tomorrow), i18n: { de: { content: '<p>Lampionfisch leuchtet</p>' } } });
  const offSection = await insertSection(db, { slug: `event-${offlineEvent}`, contentType: 'event', objectId: offlineEvent });
  await insertModule(db, { sectionId: offSection.id, type: 'text', i18n: { de: { content: '<p>Tiefseegeheimnis</p>' } } });
});
test.after(async () => {
  setClockOffset(0);
  await t.close();
});

const q = encodeURIComponent;
async function get<T>(path: string): Promise<T> {
  const res = await t.app.inject(path);
  assert.is(res.statusCode, 200, `${path}: ${res.body}`);
  return res.json<T>();
}
const found = async (word: string, category = 'others') => (await get<SearchPage>(`/api/search/${category}/?query=${q(word)}`)).results.map((hit) => hit.title);
const suggested = async (word: string) => (await get<AutocompleteResponse>(`/api/search/autocomplete/?query=${q(word)}`)).data;
const sitemap = async () => (await t.app.inject('/sitemap.xml')).body;
const status = async (path: string) => (await t.app.inject(path)).statusCode;
const container = (slug: string) => get<Section>(`/pageeditor-api/container/by-slug/${slug}`);
const texts = (section: Section) => JSON.stringify(section);
const menu = async () => JSON.stringify((await get<Navigation>('/pageeditor-api/nav?lang=de')).menu);

test('before its start and after its end, nothing of a page, a module or a container shows anywhere', async () => {
  for (const word of ['Quastenflosserfest', 'Pfeilschwanzfest', 'Morgenrotwal', 'Abendrotwal', 'Lampionfisch', 'Tiefseegeheimnis']) {
    assert.equal(await found(word), [], `search: ${word}`);
    assert.equal(await found(word, 'events'), [], `event search: ${word}`);
  }
  assert.equal(await suggested('quastenflosser'), []);
  assert.equal(await suggested('pfeilschwanz'), []);
  const xml = await sitemap();
  for (const path of ['/de/quastenflosser', '/en/coelacanth', '/de/pfeilschwanz']) assert.not.ok(xml.includes(path), `sitemap: ${path}`);
  assert.ok(xml.includes('/de/offen'), 'the open page is listed');
  assert.is(await status('/de/pageeditor-api/page/quastenflosser'), 404);
  assert.is(await status('/de/pageeditor-api/page/pfeilschwanz'), 404);
  const page = JSON.stringify(await get('/de/pageeditor-api/page/offen'));
  assert.not.ok(page.includes('Morgenrotwal') || page.includes('Abendrotwal'), page);
  assert.is(await status(`/pageeditor-api/container/by-slug/event-${offlineEvent}`), 404, "an offline event's container");
  assert.not.ok(texts(await container(`event-${onlineEvent}`)).includes('Lampionfisch'));
  assert.not.ok((await menu()).includes('/de/quastenflosser'), 'menu');
});

test('at the start time the scheduled page and modules appear without any write', async () => {
  setClockOffset(tomorrow + 1000 - Date.now());
  assert.equal(await found('Quastenflosserfest'), ['Quastenflosserfest']);
  assert.equal(await found('Morgenrotwal'), ['Offene Seite'], 'the module went into its page\'s search text');
  assert.equal(await found('Lampionfisch', 'events'), ['Sichtbarer Abend']);
  assert.ok((await suggested('quastenflosser')).includes('Quastenflosserfest'));
  assert.ok((await sitemap()).includes('/de/quastenflosser'));
  assert.is(await status('/de/pageeditor-api/page/quastenflosser'), 200);
  assert.ok(JSON.stringify(await get('/de/pageeditor-api/page/offen')).includes('Morgenrotwal'));
  assert.ok(texts(await container(`event-${onlineEvent}`)).includes('Lampionfisch'));
  assert.ok((await menu()).includes('/de/quastenflosser'), 'menu');
  // The expired and the offline ones stay away.
  assert.equal(await found('Pfeilschwanzfest'), []);
  assert.equal(await found('Abendrotwal'), []);
  assert.equal(await found('Tiefseegeheimnis', 'events'), []);
  assert.is(await status(`/pageeditor-api/container/by-slug/event-${offlineEvent}`), 404);
});

test('when a module expires, its words leave the search without a write', async () => {
  const db = t.database.db;
  const page = await insertPage(db, { pathDe: '/de/kurz', pathEn: '/en/short', title: l('Kurze Seite', 'Short page') });
  const section = await insertSection(db, { slug: 'kurz', pageId: page.id });
  const until = Date.now() + 2 * DAY;
  await insertModule(db, { sectionId: section.id, type: 'text', onlineTo: new Date(until), i18n: { de: { content: '<p>Eintagsfliegenschwarm</p>' } } });
  assert.equal(await found('Eintagsfliegenschwarm'), ['Kurze Seite']);
  setClockOffset(until + 1000 - Date.now());
  assert.equal(await found('Eintagsfliegenschwarm'), []);
});

test.run();
