import { mkdtemp, rm } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { tErrorPage } from '../../site/error/strings';
import { startServer } from '../helpers/server';
import { useBrowser, waitForText } from './harness';

const test = suite('status pages and redirects');
const open = useBrowser(test, { consentDecided: true });

test('an unknown path answers 404 and shows the not-found page', async () => {
  const visit = await open();
  const response = await visit.goto('/de/gibt-es-nicht');
  assert.is(response?.status(), 404);
  const message = tErrorPage('de').notFound();
  await waitForText(visit, message);
});

test('a redirect entry answers (302: seeded today, younger than a day) and the browser ends on its target', async () => {
  const visit = await open();
  const response = await visit.goto('/de/besucher-info');
  const chain = response?.request().redirectChain() ?? [];
  assert.is(chain.length, 1, 'one redirect');
  assert.is(chain[0]!.response()?.status(), 302);
  assert.is(new URL(visit.page.url()).pathname, '/de/besuch');
  assert.is(response?.status(), 200);
});

test("a site switched offline answers 503 'Website offline'", async () => {
  const message = tErrorPage('de').offline();
  assert.is(message, 'Website offline', 'SPEC §8 names the text');
  // Its own DATA_DIR: seeded by a first start, switched off while stopped (PGlite is single-process).
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'venue-offline-'));
  try {
    const first = await startServer({ dataDir });
    await first.stop();
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/site-online.ts', 'off'], {
      cwd: path.resolve(import.meta.dirname, '..', '..'),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    const offline = await startServer({ dataDir });
    try {
      const visit = await open({ server: offline });
      const response = await visit.goto('/de');
      assert.is(response?.status(), 503);
      await waitForText(visit, message);
    } finally {
      await offline.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

test.run();
