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
  await visit.page.waitForSelector('dialog[data-event-overlay][open] [data-event-id]');
  // The panel slides up (SPEC §2); a click during the slide may land where the link no longer is.
  await visit.page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  return button!;
}

test('the sticky button opens the overlay, which keeps the focus inside and closes on Escape, giving the focus back', async () => {
  const visit = await open();
  const button = await openOverlay(visit);
  assert.is(new URLSearchParams(await search(visit)).get('overlay'), 'true');
  // Past the dialog's last control Chromium hands the focus to the browser's own UI (the document
  // shows the body as active) and the next Tab comes back to the dialog's first control: the page
  // behind is never reached.
  let wrapped = false;
  let cameBack = false;
  for (let i = 0; i < 40; i += 1) {
    await visit.page.keyboard.press('Tab');
    const focus = await visit.page.evaluate(() => {
      const active = document.activeElement;
      return {
        inside: !!active?.closest('dialog[data-event-overlay]'),
        onBody: active === document.body || active === null,
        what: active ? `${active.tagName} ${active.textContent?.trim().slice(0, 40) ?? ''}` : 'nothing',
      };
    });
    assert.ok(focus.inside || focus.onBody, `after ${i + 1} tabs the focus is on ${focus.what}, behind the overlay`);
    if (wrapped && focus.inside) cameBack = true;
    if (focus.onBody) {
      assert.not.ok(wrapped && !cameBack, `after ${i + 1} tabs the focus is still off the dialog`);
      wrapped = true;
      cameBack = false;
    }
  }
  await visit.page.keyboard.press('Escape');
  await visit.page.waitForFunction(() => !document.querySelector('dialog[data-event-overlay]'));
  assert.is(await search(visit), '', 'overlay leaves the address');
  assert.ok(await button.evaluate((el) => document.activeElement === el), 'focus is back on the sticky button');
  assert.equal(visit.pageErrors, []);
});

test('following an event link in the overlay closes it on the path change, and overlay leaves the address', async () => {
  const visit = await open();
  await openOverlay(visit);
  const link = await visit.page.waitForSelector('dialog[data-event-overlay] [data-event-id] a[href^="/de/programm/"]');
  const href = await link!.evaluate((el) => el.getAttribute('href')!);
  await link!.click();
  await visit.page.waitForFunction((target) => location.pathname === target, {}, href);
  await visit.page.waitForFunction(() => !document.querySelector('dialog[data-event-overlay]'));
  assert.not.ok(new URLSearchParams(await search(visit)).has('overlay'));
  // The closing overlay must not take the visitor back to the page the link left.
  assert.is(await visit.page.evaluate(() => location.pathname), href, 'still on the event');
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
