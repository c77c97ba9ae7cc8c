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

test.run();
