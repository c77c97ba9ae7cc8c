/**
 * Error reporting in a real browser : with SENTRY_DSN set, a thrown
 * error arrives as an envelope at a local endpoint standing in for Sentry; without it, nothing does
 * and the Sentry chunk is never loaded.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer, type RunningServer } from '../helpers/server';
import { useBrowser, type Visit } from './harness';

const test = suite('error reporting');
const open = useBrowser(test);

interface Endpoint {
  dsn: string;
  /** Envelope bodies received, in order. */
  envelopes: string[];
  close(): Promise<void>;
}

/** Receives Sentry envelopes (POST /api/<project>/envelope/) from the page, which is another origin. */
async function envelopeEndpoint(): Promise<Endpoint> {
  const envelopes: string[] = [];
  const server: Server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'POST' && /^\/api\/1\/envelope\//.test(request.url ?? '')) {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        envelopes.push(body);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
      return;
    }
    response.writeHead(request.method === 'OPTIONS' ? 204 : 404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { dsn: `http://public@127.0.0.1:${port}/1`, envelopes, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let endpoint: Endpoint | null = null;
let reporting: Promise<RunningServer> | null = null;
test.after(async () => {
  await (await reporting?.catch(() => null))?.stop();
  await endpoint?.close();
});

/** Throws from a timer, outside any handler of ours: an uncaught error as a visitor's browser meets it. */
const throwUncaught = (visit: Visit, message: string) =>
  visit.page.evaluate((text: string) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);

test('with SENTRY_DSN set, a thrown error arrives at the endpoint as an envelope for environment live and this build', async () => {
  endpoint = await envelopeEndpoint();
  reporting = startServer({ env: { SENTRY_DSN: endpoint.dsn } });
  const visit = await open({ server: await reporting });
  await visit.goto('/de');
  const build = await visit.page.evaluate(() => JSON.parse(document.getElementById('initial-data')!.textContent!).build as string);
  // Sentry is loaded once the page is idle; its global carrier says it is there.
  await visit.page.waitForFunction(() => '__SENTRY__' in window, { timeout: 20_000 });
  await new Promise((resolve) => setTimeout(resolve, 300));
  await throwUncaught(visit, 'boom from the sentry test');

  const deadline = Date.now() + 15_000;
  while (!endpoint.envelopes.some((e) => e.includes('boom from the sentry test')) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const envelope = endpoint.envelopes.find((e) => e.includes('boom from the sentry test'));
  assert.ok(envelope, `an envelope with the error arrives (got ${endpoint.envelopes.length} envelopes)`);
  assert.match(envelope!, '"environment":"live"');
  assert.match(envelope!, `"release":"${build}"`);
});

test('without SENTRY_DSN no envelope is sent and the Sentry chunk never loads', async () => {
  const listener = endpoint ?? (endpoint = await envelopeEndpoint());
  const before = listener.envelopes.length;
  const visit = await open();
  await visit.goto('/de');
  // The idle chunk (service worker, vitals) has run once the worker controls the page.
  await visit.page.waitForFunction(() => navigator.serviceWorker?.controller != null, { timeout: 20_000 });
  await throwUncaught(visit, 'boom without a dsn');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.is(listener.envelopes.length, before);
  assert.not.ok(await visit.page.evaluate(() => '__SENTRY__' in window), 'Sentry was never loaded');
  assert.not.ok(visit.requests.some((url) => !url.startsWith(visit.server.url)), 'no request leaves the site');
});

test.run();
