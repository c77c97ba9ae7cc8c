import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Lang } from '../../common/routes';
import { documentLang, useBrowser } from './harness';
import { heroHeadlines } from './seeded';
import { networkQuiet } from '../helpers/browser';

const test = suite('home page');
const open = useBrowser(test, { consentDecided: true });

let headlines: Promise<Record<Lang, string>> | null = null;

for (const lang of ['de', 'en'] as const) {
  test(`/${lang} renders the seeded home page in ${lang === 'de' ? 'German' : 'English'} from the database`, async () => {
    headlines ??= heroHeadlines();
    const expected = (await headlines)[lang];
    assert.ok(expected, `the seed gives the hero a ${lang} headline`);
    const visit = await open();
    const response = await visit.goto(`/${lang}`);
    assert.is(response?.status(), 200);
    assert.is(await documentLang(visit), lang);
    const heading = await visit.page.waitForSelector(`::-p-aria([name=${JSON.stringify(expected)}][role="heading"])`);
    assert.ok(await heading?.isVisible(), `the hero headline "${expected}" is visible`);
  });
}

test('/de loads without console errors or uncaught exceptions, on a first visit with the cookie banner', async () => {
  const visit = await open({ consentDecided: false });
  await visit.goto('/de');
  await networkQuiet(visit.page, { idleTime: 500 });
  await visit.page.waitForSelector('main');
  assert.equal(visit.pageErrors, [], 'no uncaught exceptions');
  assert.equal(visit.consoleErrors, [], 'no console errors');
});

test.run();
