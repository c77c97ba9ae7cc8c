/**
 * Web vitals in a real browser: with the visitor's statistics consent the page
 * sends its measurements by sendBeacon to POST /api/vitals, which stores them (204); without that
 * consent nothing is sent (docs/DECISIONS.md "Service worker, error reporting, web vitals").
 */
import type { HTTPRequest, HTTPResponse } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { VITALS_PATH, type VitalsBeacon } from '../../common/api/types';
import { CONSENT_COOKIE } from '../../common/consent/consent';
import { serializeConsent } from '../../common/consent/cookie';
import { useBrowser, type Visit } from './harness';

const test = suite('web vitals');
const open = useBrowser(test);

interface Beacons {
  bodies: VitalsBeacon[];
  statuses: number[];
}

function recordBeacons(visit: Visit): Beacons {
  const beacons: Beacons = { bodies: [], statuses: [] };
  const isBeacon = (request: HTTPRequest) => request.method() === 'POST' && new URL(request.url()).pathname === VITALS_PATH;
  visit.page.on('request', (request) => {
    if (isBeacon(request)) beacons.bodies.push(JSON.parse(request.postData() ?? '{}') as VitalsBeacon);
  });
  visit.page.on('response', (response: HTTPResponse) => {
    if (isBeacon(response.request())) beacons.statuses.push(response.status());
  });
  return beacons;
}

/** Loads the page, lets the idle chunk start, interacts once, then hides the page as a tab switch would. */
async function viewAndLeave(visit: Visit): Promise<void> {
  await visit.goto('/de');
  await visit.page.waitForFunction(() => navigator.serviceWorker?.controller != null, { timeout: 20_000 });
  await visit.page.mouse.click(5, 300);
  await visit.page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

async function waitFor(condition: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

test('with statistics consent the page view is sent by beacon for its route and stored', async () => {
  const visit = await open();
  await visit.page.setCookie({
    name: CONSENT_COOKIE,
    value: serializeConsent({ required: true, tracking: true, marketing: false, externalMedia: false }),
    url: visit.server.url,
  });
  const beacons = recordBeacons(visit);
  await viewAndLeave(visit);
  await waitFor(() => beacons.statuses.length > 0, 10_000);
  assert.ok(beacons.bodies.length > 0, 'a beacon was sent');
  assert.is(beacons.bodies[0]!.route, 'home');
  const names = beacons.bodies.flatMap((b) => b.samples.map((s) => s.name));
  for (const name of ['FCP', 'TTFB', 'LCP']) assert.ok(names.includes(name as never), `${name} is measured (got ${names.join(', ')})`);
  assert.equal([...new Set(beacons.statuses)], [204], 'the server stored it');
});

test('without statistics consent nothing is sent', async () => {
  const visit = await open();
  const beacons = recordBeacons(visit);
  await viewAndLeave(visit);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.is(beacons.bodies.length, 0);
});

test.run();
