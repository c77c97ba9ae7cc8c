/**
 * Back returns to the same place. On a phone, a filtered programme loaded page by
 * page to 20 cards: opening the 12th card's event and going Back lands with that card in view; and
 * on any page the position it was left at.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventListItem, FilterOption } from '../../common/api/programme';
import type { Paginated } from '../../common/api/types';
import magazineDe from '../../common/i18n/de/magazine';
import { useBrowser, type Visit } from './harness';

const test = suite('scroll restoration');
const open = useBrowser(test, { consentDecided: true, viewport: { width: 390, height: 844 } });

const cards = (visit: Visit) => visit.page.$$eval('[data-event-id]', (els) => els.map((el) => el.getAttribute('data-event-id')!));

/** A room whose programme has more than two pages (the filter the visitor set). */
async function busyRoom(visit: Visit): Promise<number> {
  const rooms = (await (await fetch(`${visit.server.url}/api/rooms/`)).json()) as FilterOption[];
  for (const room of rooms) {
    const page = (await (await fetch(`${visit.server.url}/de/api/events/?room=${room.id}&page_size=1`)).json()) as Paginated<EventListItem>;
    if (page.count > 20) return room.id;
  }
  throw new Error('The seed has no room with more than 20 upcoming events');
}

const inView = (visit: Visit, id: string) =>
  visit.page.evaluate((wanted) => {
    const rect = document.querySelector(`[data-event-id="${wanted}"]`)?.getBoundingClientRect();
    return Boolean(rect && rect.bottom > 0 && rect.top < innerHeight);
  }, id);

test('Back after opening the 12th card of a filtered programme lands with that card in view', async () => {
  const visit = await open();
  const page = visit.page;
  const room = await busyRoom(visit);
  await visit.goto(`/de/programm?room=${room}`);
  await page.waitForSelector('[data-event-id]');
  // Scrolling down loads the next pages, as a visitor's thumb would.
  for (let round = 0; round < 10 && (await cards(visit)).length < 20; round++) {
    const before = (await cards(visit)).length;
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction((n) => document.querySelectorAll('[data-event-id]').length > n, { timeout: 15_000 }, before);
  }
  const twelfth = (await cards(visit))[11]!;
  assert.ok(twelfth, 'twenty cards loaded');
  const link = await page.$(`[data-event-id="${twelfth}"] h3 a, [data-event-id="${twelfth}"] h4 a`);
  await link!.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForFunction((id) => {
    const rect = document.querySelector(`[data-event-id="${id}"]`)!.getBoundingClientRect();
    return rect.top >= 0 && rect.bottom <= innerHeight;
  }, {}, twelfth);
  // Let the position settle into the history entry as it would while reading.
  await page.waitForFunction(() => typeof history.state?.y === 'number' && Math.abs(history.state.y - scrollY) < 2);
  await link!.click();
  await page.waitForFunction((id) => location.pathname.endsWith(`/${id}`) && !!document.querySelector('h1'), {}, twelfth);
  await page.goBack();
  await page.waitForFunction((id) => location.pathname === '/de/programm' && !!document.querySelector(`[data-event-id="${id}"]`), {}, twelfth);
  await page.waitForFunction(
    (id) => {
      const rect = document.querySelector(`[data-event-id="${id}"]`)?.getBoundingClientRect();
      return Boolean(rect && rect.bottom > 0 && rect.top < innerHeight);
    },
    { timeout: 10_000 },
    twelfth,
  );
  assert.ok(await inView(visit, twelfth));
  assert.equal(visit.pageErrors, []);
});

test("Back after opening an article of the magazine's second page lands with that article in view", async () => {
  const visit = await open();
  const page = visit.page;
  await visit.goto('/de/mediathek-de');
  const articles = () => page.$$eval('main section li a[href^="/de/mediathek-de/"]', (links) => links.map((a) => a.getAttribute('href')!));
  const firstPage = (await articles()).length;
  const more = await page.waitForSelector(`xpath/.//a[normalize-space()="${magazineDe.more}"]`);
  await more!.click();
  await page.waitForFunction((n) => document.querySelectorAll('main section li a[href^="/de/mediathek-de/"]').length > n, {}, firstPage);
  const wanted = (await articles())[firstPage + 1]!;
  const link = await page.$(`main section li a[href="${wanted}"]`);
  await link!.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForFunction(() => typeof history.state?.y === 'number' && Math.abs(history.state.y - scrollY) < 2 && scrollY > 0);
  await link!.click();
  await page.waitForFunction((href) => location.pathname === href && !!document.querySelector('h1'), {}, wanted);
  await page.goBack();
  await page.waitForFunction(
    (href) => {
      const rect = location.pathname === '/de/mediathek-de' ? document.querySelector(`main section li a[href="${href}"]`)?.getBoundingClientRect() : null;
      return Boolean(rect && rect.bottom > 0 && rect.top < innerHeight);
    },
    { timeout: 10_000 },
    wanted,
  );
  assert.equal(visit.pageErrors, []);
});

test.run();
