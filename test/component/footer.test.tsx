import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { CONSENT_OPEN_EVENT } from '../../common/consent/events';
import { WHISTLEBLOWER_ACT_URL } from '../../site/layout/footer/legal-links';
import { Footer } from '../../site/layout/footer/footer';
import { commonData, layoutProps, siteSettings } from '../helpers/fixtures';

test.after.each(() => {
  cleanup();
});

test('external footer links open in a new tab with rel noopener; our own do not', () => {
  render(<Footer {...layoutProps('home', '/de')} />);
  for (const name of [/Instagram/, /Hinweisgeberschutzgesetz/]) {
    const link = screen.getByRole('link', { name });
    assert.is(link.getAttribute('target'), '_blank');
    assert.ok(link.getAttribute('rel')?.split(' ').includes('noopener'));
  }
  assert.is(screen.getByRole('link', { name: /Hinweisgeberschutzgesetz/ }).getAttribute('href'), WHISTLEBLOWER_ACT_URL);
  const own = screen.getByRole('link', { name: 'Newsletter' });
  assert.is(own.getAttribute('target'), null);
});

test('the legal links lead to the terms, imprint and privacy routes of the language', () => {
  render(<Footer {...layoutProps('home', '/en', { lang: 'en' })} />);
  assert.is(screen.getByRole('link', { name: 'GTC' }).getAttribute('href'), '/en/agb');
  assert.is(screen.getByRole('link', { name: 'Imprint' }).getAttribute('href'), '/en/impressum');
  assert.is(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href'), '/en/datenschutz');
});

test('"Cookie-Einstellungen" asks the consent manager to open', () => {
  let opened = 0;
  const listener = () => opened++;
  window.addEventListener(CONSENT_OPEN_EVENT, listener);
  render(<Footer {...layoutProps('home', '/de')} />);
  fireEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
  window.removeEventListener(CONSENT_OPEN_EVENT, listener);
  assert.is(opened, 1);
});

test('the editors\' top, bottom and logo HTML render as entered', () => {
  const settings = siteSettings({ html_footer_logos: { code: '<img src="/media/partner.svg" alt="Partnerstiftung">' } });
  render(<Footer {...layoutProps('home', '/de', { common: commonData({ settings }) })} />);
  assert.ok(screen.getByText('Oranienburger Straße 28, 10117 Berlin'));
  assert.ok(screen.getByText('© Stiftung Neue Synagoge'));
  assert.ok(screen.getByRole('img', { name: 'Partnerstiftung' }));
});

test('without custom logos there is no logo group', () => {
  render(<Footer {...layoutProps('home', '/de')} />);
  assert.is(screen.queryByRole('group', { name: 'Förderer und Partner' }), null);
});

test.run();
