import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_HINT_COOKIE } from '../../common/api/cookies';
import type { UserDetails } from '../../common/api/types';
import { Header } from '../../site/layout/header/header';
import { HEADER_LOGGED_IN_CLASS } from '../../site/layout/header/user-menu';
import { clearUser, EMPTY_USER, resetUser, updateUser, user, userStatus } from '../../site/stores/user';
import { layoutProps } from '../helpers/fixtures';
import { calls, json, network, resetNetwork, sleep } from './app-harness';

const ERIKA: UserDetails = {
  has_dashboard_online_access: true,
  is_logged_in: true,
  username: 'erika',
  email: 'erika@example.org',
  first_name: 'Erika',
  last_name: 'Muster',
  login_url: '/accounts/login/',
  logout_url: '/api/logout/',
  webshop_url: 'https://shop.example.org',
};
const ANONYMOUS: UserDetails = { ...EMPTY_USER, login_url: '/accounts/login/', logout_url: '/api/logout/', webshop_url: 'https://shop.example.org' };

const setCookie = (name: string, value: string) => (document.cookie = `${name}=${value}; path=/`);
const dropCookie = (name: string) => (document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
const userCalls = () => calls.filter((c) => c.url.includes('/api/user-details/'));

/** Renders the header and waits for the first idle moment, when the user menu would load. */
async function renderHeader() {
  render(<Header {...layoutProps('cms-page', '/de/besuch')} />);
  await act(async () => {
    await sleep(30);
  });
}

test.before.each(() => {
  resetUser();
  setCookie(CSRF_COOKIE, 'csrf-token-for-the-user-menu-test');
});
test.after.each(() => {
  cleanup();
  resetNetwork();
  dropCookie(SESSION_HINT_COOKIE);
});

test('anonymous visitors (no hint cookie) get no user menu and make no user call', async () => {
  network({ '/api/user-details/': ERIKA });
  await renderHeader();
  assert.is(userCalls().length, 0);
  assert.is(screen.queryByRole('button', { name: /Erika Muster/ }), null);
  assert.ok(screen.getByRole('link', { name: 'Anmelden' }), 'the account entry leads to the login');
});

test('a logged-in visitor sees first and last name, the favourites and the logged-in style', async () => {
  setCookie(SESSION_HINT_COOKIE, '1');
  network({ '/api/user-details/': ERIKA });
  await renderHeader();
  const button = await screen.findByRole('button', { name: 'Erika Muster' });
  assert.is(button.getAttribute('aria-expanded'), 'false');
  assert.is(userCalls().length, 1);
  assert.is(screen.getByRole('link', { name: 'Merkliste' }).getAttribute('href'), 'https://shop.example.org/favorites');
  await waitFor(() => assert.ok(screen.getByRole('banner').classList.contains(HEADER_LOGGED_IN_CLASS)));
  assert.is(screen.getAllByRole('link', { name: 'Mein Konto' })[0]!.getAttribute('href'), '/de', 'the account entry leads home');
});

test('the dropdown opens on click with My Profile and Log out, and Escape closes it and returns the focus', async () => {
  setCookie(SESSION_HINT_COOKIE, '1');
  network({ '/api/user-details/': ERIKA });
  await renderHeader();
  const button = await screen.findByRole('button', { name: 'Erika Muster' });
  fireEvent.click(button);
  assert.is(button.getAttribute('aria-expanded'), 'true');
  const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
  assert.not.ok(menu.hidden);
  assert.is(screen.getByRole('link', { name: 'Mein Profil' }).getAttribute('href'), '/de/user/profile');
  assert.ok(screen.getByRole('button', { name: 'Abmelden' }));
  fireEvent.keyDown(document, { key: 'Escape' });
  await waitFor(() => assert.ok(menu.hidden));
  assert.is(document.activeElement, button);
});

test('Log out posts to the logout address with the CSRF header, then loads the home page', async () => {
  setCookie(SESSION_HINT_COOKIE, '1');
  let posted: RequestInit | undefined;
  const realFetch = globalThis.fetch;
  network({ '/api/user-details/': ERIKA, '/api/logout/': () => json(200, ANONYMOUS) });
  const recorded = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/logout/') posted = init;
    return recorded(input, init);
  }) as typeof fetch;
  await renderHeader();
  fireEvent.click(await screen.findByRole('button', { name: 'Erika Muster' }));
  fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
  await waitFor(() => assert.is(user.value.is_logged_in, false));
  assert.is(posted?.method?.toUpperCase(), 'POST');
  assert.is(new Headers(posted?.headers).get(CSRF_HEADER), 'csrf-token-for-the-user-menu-test');
  assert.is(user.value.is_logged_in, false);
  globalThis.fetch = realFetch;
});

test('a hint cookie without a live session shows no user menu', async () => {
  setCookie(SESSION_HINT_COOKIE, '1');
  network({ '/api/user-details/': ANONYMOUS });
  await renderHeader();
  await waitFor(() => assert.is(userStatus.value, 'ready'));
  assert.is(screen.queryByRole('button', { name: /Muster/ }), null);
  assert.not.ok(screen.getByRole('banner').classList.contains(HEADER_LOGGED_IN_CLASS));
});

test('a failing user call is only logged: the header stays as for anonymous visitors', async () => {
  setCookie(SESSION_HINT_COOKIE, '1');
  network({ '/api/user-details/': () => json(500, { message: 'an unknown error occurred', statusCode: 500 }) });
  const logged: unknown[] = [];
  const realError = console.error;
  console.error = (...args: unknown[]) => logged.push(args);
  try {
    await renderHeader();
    await waitFor(() => assert.is(userStatus.value, 'failed'));
  } finally {
    console.error = realError;
  }
  assert.is(logged.length, 1);
  assert.is(screen.queryByRole('button', { name: /Muster/ }), null);
});

test('user state: update fills every field, clear resets them to empty and false (SPEC §4)', () => {
  updateUser({ ...ERIKA });
  assert.equal(user.value, ERIKA);
  clearUser();
  assert.equal(user.value, EMPTY_USER);
  assert.equal(Object.values(user.value), [false, false, '', '', '', '', '', '', '']);
});

test.run();
