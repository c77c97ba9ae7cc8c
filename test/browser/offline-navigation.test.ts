/**
 * With the network cut (the browser offline and the server stopped): an in-site link to a page seen before
 * shows its kept copy, one to a page not seen shows the offline page (never 'not found'), and
 * 'Karten' on an event page seen online opens the popup from cached chunks and, at the shop call,
 * says there is no connection.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventDetail, EventListItem } from '../../common/api/programme';
import type { Paginated } from '../../common/api/types';
import booking from '../../common/i18n/de/booking';
import deOffline from '../../common/i18n/de/offline';
import { ERROR_MESSAGES } from '../../common/api/error-messages';
import { startServer } from '../helpers/server';
import { tapBookingWhenLive, useBrowser, waitForText } from './harness';
import { networkQuiet, prependContentLink } from '../helpers/browser';

const test = suite('offline navigation');
const open = useBrowser(test, { consentDecided: true });

test('offline: a seen page by in-site link, an unseen one, and Karten up to the shop call', async () => {
  const server = await startServer();
  try {
    const list = (await (await fetch(`${server.url}/de/api/events/?page_size=50`)).json()) as Paginated<EventListItem>;
    const details = await Promise.all(list.results.filter((e) => e.id_jet).map(async (e) => (await (await fetch(`${server.url}/de/api/events/${e.id}/`)).json()) as EventDetail));
    const event = details.find((e) => e.seat_groups.some((g) => g.status !== 0 && g.timeslots.length === 0 && g.prices.some((p) => p.price !== '0.00')));
    assert.ok(event, 'the seed has an event with plain seat groups on sale');
    const eventPath = new URL(event!.url, 'http://x').pathname;

    const visit = await open({ server });
    const page = visit.page;
    await visit.goto('/de');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, { timeout: 20_000 });
    // Seen online, under the worker: the programme and the event page.
    for (const seen of ['/de/programm', eventPath, '/de']) {
      await visit.goto(seen);
      await networkQuiet(page, { idleTime: 500 });
    }
    // The visitor leaves the home page open; the navigation code is there by now (it loads at idle).
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /\/assets\/site\//.test(r.name)));
    // The connection goes: the device says so (navigator.onLine) and the server is out of reach.
    await server.stop();
    await page.setOfflineMode(true);
    await page.waitForFunction(() => navigator.onLine === false);

    // An in-site link to a page seen before: its kept copy.
    await page.click(await prependContentLink(page, '/de/programm', 'offline-seen'));
    await page.waitForFunction(() => location.pathname === '/de/programm' && !!document.querySelector('[data-event-id]'), { timeout: 20_000 }).catch(async (error: unknown) => {
      throw new Error(`${String(error)} at ${page.url()}: ${(await page.evaluate(() => document.body.innerText)).slice(0, 300)} | ${JSON.stringify([...visit.consoleErrors, ...visit.pageErrors]).slice(0, 600)}`);
    });
    assert.not.ok((await page.evaluate(() => document.body.innerText)).includes(ERROR_MESSAGES.pageNotFound), 'not a 404');

    // An in-site link to a page never seen: the offline page.
    await page.click(await prependContentLink(page, '/de/nie-gesehen', 'offline-unseen'));
    await waitForText(visit, deOffline.title);

    // 'Karten' on the event page seen online.
    await visit.goto(eventPath);
    await tapBookingWhenLive(page);
    await page.waitForSelector('dialog[open] [data-seat-group] button[aria-label$="hinzufügen"]', { timeout: 20_000 });
    await page.click('dialog[open] [data-seat-group] button[aria-label$="hinzufügen"]');
    const buttons = await page.$$('dialog[open] button');
    for (const button of buttons) if ((await button.evaluate((el) => el.textContent)) === booking.addToCart) await button.click();
    await page.waitForSelector('dialog[open] [data-cart-summary="error"]', { timeout: 20_000 });
    const summary = await page.$eval('[data-cart-summary]', (el) => (el as HTMLElement).innerText);
    assert.ok(summary.includes(booking.noConnection), summary);
  } finally {
    await server.stop().catch(() => undefined);
  }
});

test.run();
