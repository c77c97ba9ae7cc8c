/**
 * A detail page that finds its ticketing data stale asks the shop for fresh data,
 * without waiting for it — also when the page is the first one a visitor opens (the HTML shell).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventListItem } from '../../common/api/programme';
import type { Paginated } from '../../common/api/types';
import { createTestApp, type TestApp } from '../helpers/app';

const ENTRY = '/assets/site/entry-E1.js';
const MANIFEST = { build: 'b1', site: { entry: ENTRY, pages: {}, outputs: { [ENTRY]: { imports: [] } } } };

let t: TestApp;
const asked: number[] = [];

test.before(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'ticketing-refresh-'));
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(MANIFEST));
  // A shop address nobody answers: the start-up sync fails quietly, the page must not care.
  t = await createTestApp({ DIST_DIR: dist, TICKETSHOP_URL: 'http://127.0.0.1:9' });
  t.app.ticketshop.sync.refreshIfStale = async (jetId: number) => {
    asked.push(jetId);
    await new Promise(() => undefined); // a shop that never answers
  };
});
test.after(() => t.close());

test('opening an event page asks for fresh ticketing for its jet id and does not wait for the shop', async () => {
  const list = JSON.parse((await t.app.inject('/de/api/events/')).body) as Paginated<EventListItem>;
  const event = list.results[0]!;
  const res = await t.app.inject(event.url);
  assert.is(res.statusCode, 200);
  assert.is(asked.length, 1);
  assert.ok(asked[0]! > 0, 'the event jet id');
});

test.run();
