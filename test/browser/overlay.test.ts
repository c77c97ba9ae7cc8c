import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import de from '../../common/i18n/de/events';
import { useBrowser, type Visit } from './harness';

const test = suite('event overlay');
const open = useBrowser(test, { consentDecided: true });

const stickyButton = `::-p-aria([name=${JSON.stringify(de.overlayButton)}][role="button"])`;
const search = (visit: Visit) => visit.page.evaluate(() => location.search);

async function openOverlay(visit: Visit) {
  await visit.goto('/de/haus/geschichte');
  const button = await visit.page.waitForSelector(stickyButton, { visible: true });
  await button!.click();
  await visit.page.waitForSelector('[role="dialog"][aria-modal="true"] [data-event-id]');
  // The panel slides up (SPEC §2); a click during the slide may land where the link no longer is.
  await visit.page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  return button!;
}

test('the sticky button opens the overlay, which keeps the focus inside and closes on Escape, giving the focus back', async () => {
  const visit = await open();
  const button = await openOverlay(visit);
  assert.is(new URLSearchParams(await search(visit)).get('overlay'), 'true');
  for (let i = 0; i < 40; i += 1) {
    await visit.page.keyboard.press('Tab');
    const inside = await visit.page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    assert.ok(inside, `focus still inside after ${i + 1} tabs`);
  }
  await visit.page.keyboard.press('Escape');
  await visit.page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  assert.is(await search(visit), '', 'overlay leaves the address');
  assert.ok(await button.evaluate((el) => document.activeElement === el), 'focus is back on the sticky button');
  assert.equal(visit.pageErrors, []);
});

test('following an event link in the overlay closes it on the path change, and overlay leaves the address', async () => {
  const visit = await open();
  await openOverlay(visit);
  const link = await visit.page.waitForSelector('[role="dialog"] [data-event-id] a[href^="/de/programm/"]');
  const href = await link!.evaluate((el) => el.getAttribute('href')!);
  await link!.click();
  await visit.page.waitForFunction((target) => location.pathname === target, {}, href);
  await visit.page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  assert.not.ok(new URLSearchParams(await search(visit)).has('overlay'));
});

test('an address with overlay=true loads the events page with the flag removed and its filters kept', async () => {
  const visit = await open();
  await visit.goto('/de/haus/geschichte?overlay=true&room=1');
  await visit.page.waitForSelector('[data-event-id]');
  assert.is(await visit.page.evaluate(() => location.pathname + location.search), '/de/programm?room=1');
});

test('the overlay button is not on the events page', async () => {
  const visit = await open();
  await visit.goto('/de/programm');
  await visit.page.waitForSelector('[data-event-id]');
  assert.is(await visit.page.$(stickyButton), null);
});

test.run();
