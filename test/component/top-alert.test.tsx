import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import Cookies from 'js-cookie';
import { ALERT_DISMISSED_COOKIE } from '../../common/api/cookies';
import { headerMenuOpen } from '../../site/layout/header/menu-state';
import { TopAlert } from '../../site/layout/top-alert/top-alert';
import { SKIP_TARGETS } from '../../site/layout/accessibility-nav';
import { breakingNews, commonData, layoutProps } from '../helpers/fixtures';

const withAlert = (id = 7) => layoutProps('home', '/de', { common: commonData({ breakingNews: [breakingNews({ id })] }) });

test.after.each(() => {
  cleanup();
  Cookies.remove(ALERT_DISMISSED_COOKIE, { path: '/' });
  headerMenuOpen.value = false;
});

test('the first breaking-news alert shows its title, text and link', () => {
  render(<TopAlert {...withAlert()} />);
  assert.ok(screen.getByText('Geänderte Öffnungszeiten'));
  assert.ok(screen.getByText('Am Feiertag öffnet das Haus erst um 14 Uhr.'));
  assert.is(screen.getByRole('link', { name: 'Mehr erfahren' }).getAttribute('href'), '/de/besuch');
});

test('without breaking news nothing renders', () => {
  const { container } = render(<TopAlert {...layoutProps('home', '/de')} />);
  assert.is(container.innerHTML, '');
});

test('closing the alert stores its id in the dismissal cookie and hides it', () => {
  render(<TopAlert {...withAlert(7)} />);
  fireEvent.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
  assert.is(Cookies.get(ALERT_DISMISSED_COOKIE), '7');
  assert.is(screen.queryByText('Geänderte Öffnungszeiten'), null);
});

test('closing the alert hands focus to the start of the header, not to the body (issue #9 point 18)', () => {
  render(
    <>
      <TopAlert {...withAlert(7)} />
      <span id={SKIP_TARGETS.navigation} tabIndex={-1} />
    </>,
  );
  const close = screen.getByRole('button', { name: 'Hinweis schließen' });
  close.focus();
  fireEvent.click(close);
  assert.is(document.activeElement?.id, SKIP_TARGETS.navigation);
});

test('a dismissed alert stays hidden on the next page load', () => {
  Cookies.set(ALERT_DISMISSED_COOKIE, '7', { path: '/' });
  render(<TopAlert {...withAlert(7)} />);
  assert.is(screen.queryByText('Geänderte Öffnungszeiten'), null);
});

test('an alert with a different id shows again', () => {
  Cookies.set(ALERT_DISMISSED_COOKIE, '7', { path: '/' });
  render(<TopAlert {...withAlert(8)} />);
  assert.ok(screen.getByText('Geänderte Öffnungszeiten'));
});

test('the alert steps aside while the header menu is open and returns when it closes', () => {
  render(<TopAlert {...withAlert()} />);
  act(() => {
    headerMenuOpen.value = true;
  });
  const alert = screen.getByText('Geänderte Öffnungszeiten').closest('section')!;
  assert.is(alert.getAttribute('aria-hidden'), 'true', 'hidden from assistive technology');
  assert.is(alert.style.visibility, 'hidden', 'hidden on screen, in its place');
  act(() => {
    headerMenuOpen.value = false;
  });
  assert.is(screen.getByText('Geänderte Öffnungszeiten').closest('section')!.getAttribute('aria-hidden'), null);
});

test('an alert dismissed elsewhere while the menu was open stays away after it closes', () => {
  render(<TopAlert {...withAlert(7)} />);
  act(() => {
    headerMenuOpen.value = true;
  });
  Cookies.set(ALERT_DISMISSED_COOKIE, '7', { path: '/' });
  act(() => {
    headerMenuOpen.value = false;
  });
  assert.is(screen.queryByText('Geänderte Öffnungszeiten'), null);
});

test.run();
