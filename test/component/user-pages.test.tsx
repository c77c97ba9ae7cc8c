import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { SESSION_HINT_COOKIE } from '../../common/api/cookies';
import type { UserDetails } from '../../common/api/types';
import { CONSENT_OPEN_EVENT } from '../../common/consent/events';
import { ROUTES_BY_NAME, type Lang, type RouteName } from '../../common/routes';
import UserProfile from '../../site/pages/user-profile';
import UserSettings from '../../site/pages/user-settings';
import { resetUser } from '../../site/stores/user';
import { calls, network, resetNetwork } from './app-harness';

const ERIKA: UserDetails = {
  has_dashboard_online_access: false,
  is_logged_in: true,
  username: 'erika',
  email: 'erika@example.org',
  first_name: 'Erika',
  last_name: 'Muster',
  login_url: '/accounts/login/',
  logout_url: '/api/logout/',
  webshop_url: 'https://shop.example.org',
};
const ANONYMOUS: UserDetails = { ...ERIKA, is_logged_in: false, username: '', email: '', first_name: '', last_name: '' };

function props(name: RouteName, lang: Lang, path: string, data: UserDetails | null) {
  return { lang, route: ROUTES_BY_NAME[name], params: {}, path, page: null, data };
}

test.before.each(() => resetUser());
test.after.each(() => {
  cleanup();
  resetNetwork();
  document.cookie = `${SESSION_HINT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

test('the profile shows name, email address and username, the ticket shop, settings and logout', () => {
  render(<UserProfile {...props('user-profile', 'de', '/de/user/profile', ERIKA)} />);
  assert.ok(screen.getByRole('heading', { level: 1, name: 'Mein Profil' }));
  assert.ok(screen.getByText('Willkommen, Erika Muster!'));
  const facts = [...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
  assert.equal(facts, [
    ['Name', 'Erika Muster'],
    ['E-Mail-Adresse', 'erika@example.org'],
    ['Benutzername', 'erika'],
  ]);
  assert.is(screen.getByRole('link', { name: 'Zum Ticketshop' }).getAttribute('href'), 'https://shop.example.org');
  assert.is(screen.getByRole('link', { name: 'Einstellungen' }).getAttribute('href'), '/de/user/settings');
  assert.ok(screen.getByRole('button', { name: 'Abmelden' }));
});

test('anonymous visitors are asked to log in and come back to the page afterwards', () => {
  render(<UserProfile {...props('user-profile', 'en', '/en/user/profile', ANONYMOUS)} />);
  assert.ok(screen.getByRole('heading', { level: 1, name: 'Please log in' }));
  assert.is(screen.getByRole('link', { name: 'Log in' }).getAttribute('href'), '/accounts/login/?next=%2Fen%2Fuser%2Fprofile');
  assert.is(screen.queryByRole('button', { name: 'Log out' }), null);
});

test('after client navigation without the hint cookie the page asks nothing and shows the way to the login', async () => {
  network({ '/api/user-details/': ERIKA });
  render(<UserSettings {...props('user-settings', 'de', '/de/user/settings', null)} />);
  assert.ok(await screen.findByRole('heading', { level: 1, name: 'Bitte melden Sie sich an' }));
  assert.is(calls.length, 0);
});

test('after client navigation with the hint cookie the settings page loads the user details', async () => {
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
  network({ '/api/user-details/': ERIKA });
  render(<UserSettings {...props('user-settings', 'en', '/en/user/settings', null)} />);
  assert.ok(screen.getByRole('status'), 'a loading note first');
  assert.ok(await screen.findByText('erika@example.org'));
  assert.ok(screen.getByRole('heading', { level: 1, name: 'Settings' }));
  assert.is(calls.filter((c) => c.url === '/api/user-details/').length, 1);
});

test('the settings page opens the cookie settings and offers logout', () => {
  let opened = 0;
  const onOpen = () => (opened += 1);
  window.addEventListener(CONSENT_OPEN_EVENT, onOpen);
  render(<UserSettings {...props('user-settings', 'de', '/de/user/settings', ERIKA)} />);
  fireEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen öffnen' }));
  window.removeEventListener(CONSENT_OPEN_EVENT, onOpen);
  assert.is(opened, 1);
  assert.ok(screen.getByRole('button', { name: 'Abmelden' }));
  assert.is(screen.getByRole('link', { name: 'Mein Profil' }).getAttribute('href'), '/de/user/profile');
});

test.run();
