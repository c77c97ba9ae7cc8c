import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { t } from '../../common/i18n';
import { MOBILE } from '../helpers/browser';
import { documentLang, useBrowser } from './harness';

const test = suite('header');
const open = useBrowser(test, { consentDecided: true });

test('the language switch in the header leads from /de/haus/geschichte to its sibling /en/house/history', async () => {
  const visit = await open();
  const response = await visit.goto('/de/haus/geschichte');
  assert.is(response?.status(), 200);
  const strings = t('de').header;
  await visit.page.waitForSelector('header details[data-ready]:has(a[hreflang]) > summary');
  const toggle = await visit.page.waitForSelector(`header summary[aria-label=${JSON.stringify(strings.languageCurrent({ code: 'DE', name: strings.languageNames.de() }))}]`);
  await toggle!.click();
  const english = await visit.page.waitForSelector(`header ::-p-aria([name=${JSON.stringify(t('en').header.languageNames.en())}][role="link"])`, { visible: true });
  await Promise.all([visit.page.waitForFunction(() => location.pathname === '/en/house/history'), english!.click()]);
  await visit.page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.is(await documentLang(visit), 'en');
});

test('the burger menu opens from its button, takes the focus, and Escape closes it and gives the focus back', async () => {
  const visit = await open({ viewport: MOBILE });
  await visit.goto('/de');
  const button = await visit.page.waitForSelector(`header [data-header-menu] > summary[aria-controls]::-p-text(${t('de').header.menu()})`, { visible: true });
  assert.ok(button, 'a visible menu summary with aria-controls');
  assert.is(await button!.evaluate((el) => (el.parentElement as HTMLDetailsElement).open), false);

  await button!.click();
  await visit.page.waitForFunction((el) => (el.parentElement as HTMLDetailsElement).open, {}, button);
  await visit.page.waitForFunction((el) => {
    const panel = document.getElementById(el.getAttribute('aria-controls') ?? '');
    return !!panel && panel.contains(document.activeElement) && panel.checkVisibility();
  }, {}, button);

  await visit.page.keyboard.press('Escape');
  await visit.page.waitForFunction((el) => !(el.parentElement as HTMLDetailsElement).open, {}, button);
  await visit.page.waitForFunction((el) => document.activeElement === el, {}, button);
  const panelHidden = await button!.evaluate((el) => !document.getElementById(el.getAttribute('aria-controls') ?? '')?.checkVisibility());
  assert.ok(panelHidden, 'the menu panel is hidden again');
});

test("the footer's legal links and the header's logo are plain links the app takes over, also during a page transition: the page changes without loading a new document", async () => {
  const visit = await open();
  const page = visit.page;
  await visit.goto('/de');
  await page.waitForSelector('#app[data-live]');
  // Anything the window holds is gone after a full page load.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);
  const ensemble = (await (await page.waitForSelector('header a[href="/de/ensemble"]'))!.boundingBox())!;

  const imprint = await page.waitForSelector('footer a[href="/de/impressum"]');
  await Promise.all([page.waitForFunction(() => location.pathname === '/de/impressum'), imprint!.click()]);
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent?.includes('Impressum'));
  assert.ok(await stayed(), 'the imprint opened in the app');

  // The new page opens at the top (the footer link was clicked just after it was scrolled to, and the
  // position saved once the scrolling stopped went into the new page's history entry), with the logo
  // under the pointer again.
  const logo = 'header a[href="/de"]:has(> img)';
  await page.waitForFunction((selector) => {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    return scrollY === 0 && !!box && document.querySelector(selector)!.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  }, {}, logo).catch(async (error: Error) => {
    const state = await page.evaluate((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      const hit = box && document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return `at ${scrollY} px, ${JSON.stringify(history.state)}, the logo's box ${JSON.stringify(box)} under ${hit?.outerHTML.slice(0, 100)}`;
    }, logo);
    throw new Error(`${error.message}: the imprint is not at the top with its logo free (${state})`);
  });
  await Promise.all([page.waitForFunction(() => location.pathname === '/de'), page.click(logo)]);
  // The next click comes at once: within the page transition's half second the browser sends every
  // click to the document itself, and this one was lost.
  await Promise.all([page.waitForFunction(() => location.pathname === '/de/ensemble'), page.mouse.click(ensemble.x + ensemble.width / 2, ensemble.y + ensemble.height / 2)]);
  assert.ok(await stayed(), 'home and the ensemble opened in the app');
  assert.equal(visit.pageErrors, []);
});

test.run();
