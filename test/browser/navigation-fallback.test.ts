/**
 * A click on an in-site link never does nothing: when the navigation code cannot be fetched (a
 * flaky connection, a deploy that removed the old chunk) the link loads as a whole page. Before,
 * the failed import was swallowed and the visitor stayed where they were (the offline test failed
 * that way in CI).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { prependContentLink } from '../helpers/browser';
import { useBrowser } from './harness';

const test = suite('navigation fallback');
const open = useBrowser(test, { consentDecided: true });

/** The visitor build's chunk holding the client navigation (site/router/navigation.ts). */
function navigationChunk(): string {
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), 'dist', 'manifest.json'), 'utf8')) as { site: { outputs: Record<string, { inputs?: string[] }> } };
  const url = Object.keys(manifest.site.outputs).find((u) => manifest.site.outputs[u]!.inputs?.includes('site/router/navigation.ts'));
  assert.ok(url, 'the visitor build has a chunk for the navigation code');
  return url!;
}

test('a link whose navigation code fails to load opens its page as a whole page', async () => {
  const chunk = navigationChunk();
  const visit = await open();
  const { page } = visit;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (new URL(request.url()).pathname === chunk) void request.abort('connectionfailed');
    else void request.continue();
  });
  await visit.goto('/de');
  await page.waitForSelector('main');
  const link = await prependContentLink(page, '/de/programm', 'fallback-link');
  await Promise.all([page.waitForNavigation({ timeout: 30_000 }), page.click(link)]);
  assert.is(new URL(page.url()).pathname, '/de/programm');
  await page.waitForSelector('[data-event-id]');
  assert.ok(visit.requests.some((u) => u.includes(chunk)), 'the navigation chunk was asked for (and refused)');
});

test.run();
