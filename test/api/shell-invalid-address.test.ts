import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { InitialData } from '../../common/api/types';
import { createTestApp, type TestApp } from '../helpers/app';

const ENTRY = '/assets/site/entry-E1.js';
const MANIFEST = { build: 'build-400', site: { entry: ENTRY, pages: {}, outputs: { [ENTRY]: { imports: [] } } } };

let t: TestApp;

test.before(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'shell-400-dist-'));
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ DIST_DIR: dist });
});
test.after(() => t.close());

const initialOf = (html: string): InitialData => JSON.parse(/<script id="initial-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as InitialData;

test('a filter date that does not exist is a 400 page titled "Ungültige Adresse", not a 404', async () => {
  const res = await t.app.inject({ url: '/de/programm?date=31-02-2024' });
  assert.is(res.statusCode, 400);
  assert.equal(initialOf(res.body).error, { message: 'Ungültige Adresse', statusCode: 400 });
  assert.match(res.body, /<title>Ungültige Adresse \|/);
  assert.not.match(res.body, /Seite nicht gefunden/);
});

test('in English the invalid address reads "Invalid address"', async () => {
  const res = await t.app.inject({ url: '/en/events?room=abc' });
  assert.is(res.statusCode, 400);
  assert.equal(initialOf(res.body).error, { message: 'Invalid address', statusCode: 400 });
  assert.match(res.body, /<title>Invalid address \|/);
});

test('404 and its SPEC §8 message stay as they were', async () => {
  const res = await t.app.inject({ url: '/de/gibt-es-nicht-400' });
  assert.is(res.statusCode, 404);
  assert.equal(initialOf(res.body).error, { message: 'This page could not be found', statusCode: 404 });
});

test.run();
