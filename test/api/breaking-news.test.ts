import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BreakingNews, Paginated } from '../../common/api/types';
import { l } from '../../common/i18n/localized';
import { breakingNews } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { json } from './fixtures';

let t: TestApp;
const HOUR = 3600 * 1000;

test.before(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.delete(breakingNews);
  const now = Date.now();
  await db.insert(breakingNews).values([
    { title: l('Zweite Meldung', 'Second alert'), text: l('Text'), position: 2 },
    { title: l('Erste Meldung'), text: l('Heute geänderte Einlasszeiten', 'Changed admission today'), position: 1, linkUrl: l('/de/besuch', '/en/visit'), linkTitle: l('Mehr erfahren', 'Learn more') },
    { title: l('Ausgeschaltet'), isActive: false, position: 0 },
    { title: l('Noch nicht'), onlineFrom: new Date(now + HOUR), position: 0 },
    { title: l('Abgelaufen'), onlineTo: new Date(now - HOUR), position: 0 },
    { title: l('Im Fenster'), onlineFrom: new Date(now - HOUR), onlineTo: new Date(now + HOUR), position: 3 },
  ]);
});
test.after(() => t.close());

test('active alerts within their online window come in position order', async () => {
  const res = await t.app.inject({ url: '/api/breaking-news/' });
  assert.is(res.statusCode, 200);
  const body = json<Paginated<BreakingNews>>(res);
  assert.equal(body.results.map((n) => n.title), ['Erste Meldung', 'Zweite Meldung', 'Im Fenster']);
  assert.is(body.count, 3);
  assert.is(body.next, null);
  assert.is(body.previous, null);
});

test('alerts speak the requested language and keep German where English is missing', async () => {
  const body = json<Paginated<BreakingNews>>(await t.app.inject({ url: '/en/api/breaking-news/' }));
  const [first, second] = body.results;
  assert.is(first!.title, 'Erste Meldung');
  assert.is(first!.text, 'Changed admission today');
  assert.equal(first!.link, { url: '/en/visit' });
  assert.is(first!.link_title, 'Learn more');
  assert.is(second!.title, 'Second alert');
  assert.is(second!.link, null);
  const viaQuery = json<Paginated<BreakingNews>>(await t.app.inject({ url: '/api/breaking-news/?lang=en' }));
  assert.equal(viaQuery, body);
});

test('a bad language is refused', async () => {
  assert.is((await t.app.inject({ url: '/api/breaking-news/?lang=es' })).statusCode, 400);
  assert.is((await t.app.inject({ url: '/es/api/breaking-news/' })).statusCode, 404);
});

test.run();
