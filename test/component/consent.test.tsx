import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import Cookies from 'js-cookie';
import { REQUIRED_ONLY } from '../../common/consent/categories';
import { CONSENT_COOKIE, consent, consentDecided } from '../../common/consent/consent';
import { CONSENT_REVISION } from '../../common/consent/cookie';
import { CONSENT_OPEN_EVENT } from '../../common/consent/events';
import de from '../../common/i18n/de/consent';
import en from '../../common/i18n/en/consent';
import { ROUTES_BY_NAME, type Lang, type RouteName } from '../../common/routes';
import { ConsentManager } from '../../site/widgets/consent/consent-manager';

const GTM_ID = 'GTM-TEST123';

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

function manager(routeName: RouteName = 'home', lang: Lang = 'de', tagManagerId: string | null = null) {
  return <ConsentManager route={ROUTES_BY_NAME[routeName]} path="/" lang={lang} tagManagerId={tagManagerId} />;
}

const dialog = () => screen.findByRole('dialog', { name: de.title });
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

test.before.each(() => {
  clearCookies();
  consent.value = REQUIRED_ONLY;
  consentDecided.value = false;
});

test.after.each(() => {
  cleanup();
  clearCookies();
});

test('a first visit outside the legal pages opens the banner with the four categories and the three buttons', async () => {
  render(manager());
  const banner = await dialog();
  assert.ok(banner.hasAttribute('open'), 'opened as a modal');
  for (const category of Object.values(de.categories)) assert.ok(screen.getByRole('checkbox', { name: category.title }));
  const required = screen.getByRole('checkbox', { name: de.categories.required.title }) as HTMLInputElement;
  assert.ok(required.checked && required.disabled, 'required is checked and cannot be unchecked');
  assert.ok(screen.getByText(/YouTube/), 'external media lists its services');
  for (const label of [de.acceptAll, de.deleteCookies, de.save]) assert.ok(screen.getByRole('button', { name: label }));
});

test('the banner speaks English on English pages', async () => {
  render(manager('home', 'en'));
  assert.ok(await screen.findByRole('dialog', { name: en.title }));
  assert.ok(screen.getByRole('button', { name: en.acceptAll }));
});

test('no banner on the imprint, privacy and terms pages', async () => {
  for (const name of ['legals-imprint', 'legals-privacy', 'legals-agb'] as const) {
    render(manager(name));
    await settle();
    assert.is(screen.queryByRole('dialog'), null, name);
    cleanup();
  }
});

test('"Accept all" stores every category in the consent cookie and closes the banner', async () => {
  render(manager());
  await dialog();
  fireEvent.click(screen.getByRole('button', { name: de.acceptAll }));
  await waitFor(() => assert.is(Cookies.get(CONSENT_COOKIE), `${CONSENT_REVISION}|tracking|marketing|externalMedia`));
  assert.ok(consent.value.externalMedia && consent.value.tracking && consent.value.marketing);
  assert.is(screen.queryByRole('dialog'), null);
});

test('"Save settings" stores only the ticked categories', async () => {
  render(manager());
  await dialog();
  fireEvent.click(screen.getByRole('checkbox', { name: de.categories.externalMedia.title }));
  fireEvent.click(screen.getByRole('button', { name: de.save }));
  await waitFor(() => assert.is(Cookies.get(CONSENT_COOKIE), `${CONSENT_REVISION}|externalMedia`));
  assert.equal(consent.value, { ...REQUIRED_ONLY, externalMedia: true });
});

test('a stored decision of the current revision is restored and the banner stays closed', async () => {
  Cookies.set(CONSENT_COOKIE, `${CONSENT_REVISION}|externalMedia`);
  render(manager());
  await settle();
  assert.is(screen.queryByRole('dialog'), null);
  assert.is(consent.value.externalMedia, true);
  assert.is(consentDecided.value, true);
});

test('a decision of an older revision asks again', async () => {
  Cookies.set(CONSENT_COOKIE, `${CONSENT_REVISION - 1}|tracking|marketing|externalMedia`);
  render(manager());
  assert.ok(await dialog());
  assert.is(consent.value.tracking, false, 'the old consent is not used');
});

test('"Delete cookies" removes every cookie but the required ones and revokes the optional categories', async () => {
  Cookies.set(CONSENT_COOKIE, `${CONSENT_REVISION}|tracking|externalMedia`);
  for (const name of ['_ga', '_gid', '_fbp', 'csrftoken', 'logged_in', 'cartAmount', 'cartUrl', 'breaking_news_dismissed']) Cookies.set(name, 'x');
  render(manager());
  window.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT));
  await dialog();
  fireEvent.click(screen.getByRole('button', { name: de.deleteCookies }));
  await waitFor(() => assert.is(Cookies.get(CONSENT_COOKIE), String(CONSENT_REVISION)));
  const left = Object.keys(Cookies.get()).sort();
  assert.equal(left, ['breaking_news_dismissed', 'cartAmount', 'cartUrl', 'consent', 'csrftoken', 'logged_in']);
  assert.equal(consent.value, REQUIRED_ONLY);
});

test('"Cookie settings" in the footer opens the settings with the stored choice ticked', async () => {
  Cookies.set(CONSENT_COOKIE, `${CONSENT_REVISION}|marketing`);
  render(manager());
  await settle();
  assert.is(screen.queryByRole('dialog'), null);
  window.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT));
  await dialog();
  assert.ok((screen.getByRole('checkbox', { name: de.categories.marketing.title }) as HTMLInputElement).checked);
  assert.not.ok((screen.getByRole('checkbox', { name: de.categories.tracking.title }) as HTMLInputElement).checked);
});

test('the settings also open on a legal page when the visitor asks', async () => {
  render(manager('legals-privacy'));
  window.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT));
  assert.ok(await dialog());
});

test('leaving a legal page asks a visitor who has not decided; one who refused or granted tracking is not asked again (issue 26)', async () => {
  const { rerender } = render(manager('legals-imprint'));
  await settle();
  assert.is(screen.queryByRole('dialog'), null, 'not on the imprint');
  rerender(manager('home'));
  assert.ok(await dialog(), 'undecided: asked after the imprint');
  cleanup();

  for (const decision of ['externalMedia', '', 'tracking']) {
    Cookies.set(CONSENT_COOKIE, `${CONSENT_REVISION}${decision ? `|${decision}` : ''}`);
    const visit = render(manager('legals-imprint'));
    visit.rerender(manager('events'));
    await settle();
    assert.is(screen.queryByRole('dialog'), null, `decided '${decision}': not asked again`);
    cleanup();
  }
});

test('following the banner to a legal page closes it there', async () => {
  const { rerender } = render(manager());
  await dialog();
  rerender(manager('legals-privacy'));
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null));
});

test('"Always allow" on an embed is kept in the cookie once the visitor has decided', async () => {
  Cookies.set(CONSENT_COOKIE, String(CONSENT_REVISION));
  render(manager());
  await settle();
  consent.value = { ...consent.value, externalMedia: true };
  await waitFor(() => assert.is(Cookies.get(CONSENT_COOKIE), `${CONSENT_REVISION}|externalMedia`));
});

test('the tag manager loads only with tracking consent', async () => {
  // happy-dom never loads scripts and says so on the console; that is not a failure here.
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).includes('JavaScript file loading is disabled')) consoleError(...args);
  };
  const gtm = () => document.head.querySelector('script[src*="googletagmanager.com"]');
  Cookies.set(CONSENT_COOKIE, `${CONSENT_REVISION}|marketing|externalMedia`);
  render(manager('home', 'de', GTM_ID));
  await settle();
  assert.is(gtm(), null, 'no tag manager without tracking consent');
  window.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT));
  await dialog();
  fireEvent.click(screen.getByRole('button', { name: de.acceptAll }));
  await waitFor(() => assert.ok(gtm(), 'tag manager script after "Accept all"'));
  assert.is(gtm()!.getAttribute('src'), `https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`);
  gtm()!.remove();
  console.error = consoleError;
});

test.run();
