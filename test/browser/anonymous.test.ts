import type { ElementHandle } from 'puppeteer';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useBrowser } from './harness';
import { networkQuiet } from '../helpers/browser';

const test = suite('anonymous visitor');
const open = useBrowser(test, { consentDecided: true });

/** Calls only a (possibly) logged-in visitor pays for (ARCHITECTURE "Sessions", "Budgets"). */
const USER_ONLY = [/\/pageeditor-api\/user\b/, /\/api\/user-details\b/, /\/assets\/editor\//, /\/cms-hub\b/];

test('without a session the visitor app never asks for the user, the editor bundle or the hub', async () => {
  const visit = await open();
  await visit.goto('/de');
  await networkQuiet(visit.page, { idleTime: 300 });

  // A navigation inside the app: the first link of the main navigation to one of our pages.
  const found = await visit.page.waitForFunction(() =>
    [...document.querySelectorAll('header nav a[href^="/de/"]')].find((a) => a.checkVisibility()),
  );
  const link = found.asElement() as ElementHandle<Element> | null;
  assert.ok(link, 'a visible link of the main navigation');
  await Promise.all([visit.page.waitForFunction(() => location.pathname !== '/de'), link.click()]);
  await networkQuiet(visit.page, { idleTime: 300 });

  await visit.goto('/en/house/history');
  await networkQuiet(visit.page, { idleTime: 300 });
  await visit.goto('/de/gibt-es-nicht');
  await networkQuiet(visit.page, { idleTime: 300 });
  // The login page is a visitor page too: signing in costs no editor byte.
  await visit.goto('/accounts/login/');
  await networkQuiet(visit.page, { idleTime: 300 });

  assert.ok(visit.requests.some((url) => url.includes('/assets/')), 'the app itself was loaded');
  const userCalls = visit.requests.filter((url) => USER_ONLY.some((pattern) => pattern.test(url)));
  assert.equal(userCalls, []);
});

test.run();
