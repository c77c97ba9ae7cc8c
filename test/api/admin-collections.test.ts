import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AdminItem, AdminList, InUseBody } from '../../common/api/admin';
import type { ValidationErrorBody } from '../../common/api/editor';
import { collectionUrl } from '../../common/api/admin';
import { COLLECTIONS } from '../../common/collections/registry';
import { eq, inArray } from 'drizzle-orm';
import { media, pages, sections } from '../../server/db/schema';
import { createTestApp, csrfPair, type TestApp } from '../helpers/app';
import { caller, sessionAs, type Caller } from './admin-session';
import { json } from './fixtures';

let t: TestApp;
let editor: Caller;
let admin: Caller;

test.before(async () => {
  t = await createTestApp();
  editor = caller(t, await sessionAs(t, 'admin-test-editor', 'editor'));
  admin = caller(t, await sessionAs(t, 'admin-test-admin', 'admin'));
});
test.after(() => t.close());

const create = async (slug: string, body: unknown) => {
  const res = await editor.send('POST', collectionUrl(slug), body);
  assert.is(res.statusCode, 201, res.body);
  return json<AdminItem>(res);
};

test('an editor creates a venue, a series, a production and an event in both languages; each shows on its visitor page and the event in search at once', async () => {
  const venue = await create('venue', { name: { de: 'Kleiner Saal Probe', en: 'Small Hall Probe' }, slug: { de: 'kleiner-saal-probe', en: 'small-hall-probe' }, city: 'Berlin' });
  const series = await create('series', { name: { de: 'Reihe Zwielicht', en: 'Twilight Series' }, slug: { de: 'reihe-zwielicht', en: 'twilight-series' } });
  const production = await create('production', { title: { de: 'Die Zauberflötenprobe', en: 'The Magic Flute Rehearsal' }, slug: { de: 'zauberfloetenprobe', en: 'magic-flute-rehearsal' } });
  const event = await create('event', {
    title: { de: 'Glockenspielabend Quarzmond', en: 'Glockenspiel Evening Quartzmoon' },
    slug: { de: 'glockenspielabend-quarzmond', en: 'glockenspiel-evening-quartzmoon' },
    startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    venueId: venue.id,
    seriesId: series.id,
    productionId: production.id,
  });
  assert.equal(event.visitor_urls, { de: `/de/programm/glockenspielabend-quarzmond/${event.id}`, en: `/en/events/glockenspiel-evening-quartzmoon/${event.id}` });

  const visitor = async (url: string, text: string) => {
    const res = await t.app.inject({ url });
    assert.is(res.statusCode, 200, `${url}: ${res.body}`);
    assert.ok(res.body.includes(text), `${url} shows ${text}`);
  };
  await visitor(`/de/api/venues/${venue.id}/`, 'Kleiner Saal Probe');
  await visitor(`/en/api/venues/${venue.id}/`, 'Small Hall Probe');
  await visitor(`/de/api/series/${series.id}/`, 'Reihe Zwielicht');
  await visitor(`/en/api/productions/${production.id}/`, 'The Magic Flute Rehearsal');
  await visitor(`/de/api/events/${event.id}/`, 'Glockenspielabend Quarzmond');
  await visitor(`/en/api/events/${event.id}/`, 'Glockenspiel Evening Quartzmoon');
  await visitor('/de/api/search/?query=Quarzmond', 'Glockenspielabend Quarzmond');
  await visitor('/en/api/search/?query=Quartzmoon', 'Glockenspiel Evening Quartzmoon');
});

test('a rejected write answers 400 with one error per field, in the module editor shape', async () => {
  const res = await editor.send('POST', collectionUrl('venue'), { name: { en: 'No German' }, slug: { de: 'Nicht Gültig' }, mapUrl: 'javascript:alert(1)' });
  assert.is(res.statusCode, 400);
  const body = json<ValidationErrorBody>(res);
  assert.is(body.statusCode, 400);
  assert.equal(body.errors.map((e) => `${e.field}:${e.code}`).sort(), ['mapUrl:notUrl', 'name.de:required', 'slug.de:urlFormat']);
  assert.ok(body.message.includes('Bitte füllen Sie dieses Feld aus.'));
});

test('a redirect for a path already redirected is refused as taken, not a 500', async () => {
  assert.is((await editor.send('POST', collectionUrl('redirect'), { oldPath: '/de/doppelt', newPath: '/de' })).statusCode, 201);
  const res = await editor.send('POST', collectionUrl('redirect'), { oldPath: '/de/doppelt', newPath: '/en' });
  assert.is(res.statusCode, 400);
  assert.equal(json<ValidationErrorBody>(res).errors, [{ field: 'oldPath', code: 'taken' }]);
});

test('the list searches, filters, sorts and pages', async () => {
  for (const n of [1, 2, 3]) await create('room', { name: { de: `Probenraum Kobalt ${n}`, en: `Rehearsal room cobalt ${n}` }, position: 100 + n });
  const all = json<AdminList>(await editor.get(`${collectionUrl('room')}?q=kobalt&sort=position&dir=desc&page_size=2`));
  assert.is(all.count, 3);
  assert.equal(all.results.map((r) => r.title), ['Probenraum Kobalt 3', 'Probenraum Kobalt 2']);
  assert.is(all.next, 2);
  const english = json<AdminList>(await editor.get(`${collectionUrl('room')}?q=cobalt&page=2&page_size=2`));
  assert.equal(english.results.map((r) => r.title), ['Probenraum Kobalt 3']);
  const online = json<AdminList>(await editor.get(`${collectionUrl('series')}?isSubscription=false&page_size=100`));
  assert.ok(online.results.length > 0 && online.results.every((r) => r.values.isSubscription === false));
});

test('a bad list query is a 400 that names what is allowed', async () => {
  const sort = await editor.get(`${collectionUrl('room')}?sort=password`);
  assert.is(sort.statusCode, 400);
  assert.ok(sort.body.includes('position'));
  assert.is((await editor.get(`${collectionUrl('room')}?colour=red`)).statusCode, 400);
  assert.is((await editor.get(`${collectionUrl('room')}?page=0`)).statusCode, 400);
  assert.is((await editor.get(`${collectionUrl('nothing-here')}`)).statusCode, 404);
  assert.is((await editor.get(`${collectionUrl('room', 'abc')}`)).statusCode, 400);
});

test('deleting a venue an event uses answers 409 naming the event; confirmed, it goes', async () => {
  const venue = await create('venue', { name: { de: 'Abrisshalle' }, slug: { de: 'abrisshalle' } });
  const event = await create('event', { title: { de: 'Letzter Abend' }, slug: { de: 'letzter-abend' }, startsAt: '2031-05-01T18:00:00Z', venueId: venue.id });
  const refused = await editor.send('DELETE', collectionUrl('venue', venue.id));
  assert.is(refused.statusCode, 409);
  const body = json<InUseBody>(refused);
  assert.equal(body.used_by.map((u) => [u.collection, u.count, u.items.map((i) => i.title)]), [['event', 1, ['Letzter Abend']]]);
  assert.equal(body.used_by.map((u) => u.words), ['Verwendet in Veranstaltung (1): Letzter Abend']);
  assert.is((await editor.send('DELETE', `${collectionUrl('venue', venue.id)}?confirm=1`)).statusCode, 204);
  assert.is((await editor.get(collectionUrl('venue', venue.id))).statusCode, 404);
  assert.is(json<AdminItem>(await editor.get(collectionUrl('event', event.id))).values.venueId, null);
});

test('deleting an account that wrote on two pages asks in words: on which pages, not which tables (issue 20 point 2)', async () => {
  const account = json<AdminItem>(await admin.send('POST', collectionUrl('user'), { username: 'seitenschreiber', email: 'seiten@example.org', role: 'editor', password: 'lang-genug-1234' }));
  const [first, second] = await t.database.db.select({ id: pages.id, title: pages.title }).from(pages).innerJoin(sections, eq(sections.pageId, pages.id)).groupBy(pages.id).orderBy(pages.id).limit(2);
  await t.database.db.update(sections).set({ updatedBy: account.id }).where(inArray(sections.pageId, [first!.id, second!.id]));
  const ask = async (lang: string) => json<InUseBody>(await admin.send('DELETE', `${collectionUrl('user', account.id)}?lang=${lang}`));
  const de = await ask('de');
  assert.equal(de.used_by.map((u) => u.words), [`Verwendet auf 2 Seiten: ${first!.title.de}, ${second!.title.de}`]);
  const en = await ask('en');
  assert.equal(en.used_by.map((u) => u.words), [`Used on 2 pages: ${first!.title.en || first!.title.de}, ${second!.title.en || second!.title.de}`]);
  assert.not.match(JSON.stringify(de.used_by.map((u) => u.words)), /sections|page_versions/);
});

test('an image is written and read as the module editor media reference', async () => {
  const [image] = await t.database.db.select({ id: media.id }).from(media).limit(1);
  const venue = await create('venue', { name: { de: 'Mit Bild' }, slug: { de: 'mit-bild' }, imageId: { $media: image!.id } });
  assert.equal(venue.values.imageId, { $media: image!.id });
  const bad = await editor.send('PATCH', collectionUrl('venue', venue.id), { imageId: 'bild.jpg' });
  assert.is(bad.statusCode, 400);
});

test('list relations are read and written as id lists', async () => {
  const tag = await create('event-tag', { name: { de: 'Familie' } });
  const event = await create('event', { title: { de: 'Mit Schlagwort' }, slug: { de: 'mit-schlagwort' }, startsAt: '2031-06-01T18:00:00Z', tags: [tag.id] });
  assert.equal(event.values.tags, [tag.id]);
  const cleared = await editor.send('PATCH', collectionUrl('event', event.id), { tags: [] });
  assert.equal(json<AdminItem>(cleared).values.tags, []);
});

test('an editor cannot reach users or site settings (403); an admin can, and a password is never read back', async () => {
  assert.is((await editor.get(collectionUrl('user'))).statusCode, 403);
  assert.is((await editor.get(collectionUrl('site-settings', 1))).statusCode, 403);
  assert.is((await editor.send('PATCH', collectionUrl('site-settings', 1), { isShopOnline: false })).statusCode, 403);
  const created = await admin.send('POST', collectionUrl('user'), { username: 'neue-redakteurin', email: 'neu@example.org', role: 'editor', password: 'ein-langes-passwort' });
  assert.is(created.statusCode, 201, created.body);
  const user = json<AdminItem>(created);
  assert.is(user.values.role, 'editor');
  assert.not.ok('password' in user.values || 'passwordHash' in user.values);
  const login = await t.app.inject({ method: 'POST', url: '/api/login/', headers: { 'content-type': 'application/json', cookie: csrfPair().cookie, ...csrfPair().headers }, payload: JSON.stringify({ login: 'neue-redakteurin', password: 'ein-langes-passwort' }) });
  assert.is(login.statusCode, 200, login.body);
});

test('visitors get 401 and writes without the CSRF token 403', async () => {
  assert.is((await t.app.inject({ url: collectionUrl('venue') })).statusCode, 401);
  const session = await sessionAs(t, 'admin-test-nocsrf', 'editor');
  const res = await t.app.inject({ method: 'POST', url: collectionUrl('room'), headers: { cookie: session, 'content-type': 'application/json' }, payload: '{"name":{"de":"x"}}' });
  assert.is(res.statusCode, 403);
});

test('a redirect created in the admin answers at once, 302 while it is younger than a day', async () => {
  await create('redirect', { oldPath: '/de/aus-dem-fehlerlog', newPath: '/de/programm' });
  const res = await t.app.inject({ url: '/de/aus-dem-fehlerlog' });
  assert.is(res.statusCode, 302);
  assert.is(res.headers.location, '/de/programm');
});

test('a breaking-news alert created in the admin is the top alert', async () => {
  const existing = json<AdminList>(await editor.get(`${collectionUrl('breaking-news')}?page_size=100`));
  for (const item of existing.results) await editor.send('PATCH', collectionUrl('breaking-news', item.id), { position: item.id + 1 });
  await create('breaking-news', { title: { de: 'Heute geschlossen wegen Sturm', en: 'Closed today: storm' }, isActive: true, position: 0 });
  const res = await t.app.inject({ url: '/de/api/breaking-news/' });
  const first = (json<{ results: { title: string }[] }>(res).results ?? [])[0];
  assert.is(first?.title, 'Heute geschlossen wegen Sturm', res.body);
});

test('the OpenAPI description names every collection with its fields', async () => {
  const res = await editor.get('/cms-api/openapi.json');
  assert.is(res.statusCode, 200);
  const doc = json<{ openapi: string; paths: Record<string, unknown>; components: { schemas: Record<string, { properties: Record<string, unknown> }> } }>(res);
  assert.is(doc.openapi, '3.1.0');
  for (const c of COLLECTIONS) assert.ok(doc.paths[`/cms-api/collections/${c.slug}/`], c.slug);
  assert.ok(doc.components.schemas.Venue!.properties.name);
});

test.run();
