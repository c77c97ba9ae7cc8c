import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, render, screen } from '@testing-library/preact';
import { ErrorPage } from '../../site/error/error-page';
import { calls, network, resetNetwork, sleep } from './app-harness';
import { siteSettings } from '../helpers/fixtures';

const realError = console.error;
const logged: unknown[][] = [];

// No custom HTML is configured for these statuses: the page shows its own content.
test.before.each(() => {
  network({});
  logged.length = 0;
  console.error = (...args: unknown[]) => void logged.push(args);
});
test.after.each(async () => {
  await sleep(20);
  cleanup();
  resetNetwork();
  console.error = realError;
});

test('a 400 names the invalid address and asks to check it, in both languages', () => {
  render(<ErrorPage error={{ statusCode: 400, message: 'Ungültige Adresse' }} lang="de" settings={null} />);
  assert.ok(screen.getByRole('heading', { level: 1, name: 'Ungültige Adresse' }));
  assert.ok(screen.getByText('Bitte prüfen Sie die Adresse, etwa das Datum oder die Filter.'));
  cleanup();
  render(<ErrorPage error={{ statusCode: 400, message: 'Invalid address' }} lang="en" settings={null} />);
  assert.ok(screen.getByRole('heading', { level: 1, name: 'Invalid address' }));
});

test('404, 503 and other statuses keep the SPEC §8 texts', () => {
  const cases: [number, string][] = [
    [404, 'Diese Seite konnte nicht gefunden werden'],
    [503, 'Website offline'],
    [500, 'Ein unbekannter Fehler ist aufgetreten'],
  ];
  for (const [statusCode, heading] of cases) {
    render(<ErrorPage error={{ statusCode, message: '' }} lang="de" settings={null} />);
    assert.ok(screen.getByRole('heading', { level: 1, name: heading }), String(statusCode));
    assert.is(screen.queryByText(/Bitte prüfen Sie die Adresse/), null);
    cleanup();
  }
});

test('without a configured custom page the error page asks for no file and logs nothing (issue 26)', async () => {
  render(<ErrorPage error={{ statusCode: 404, message: '' }} lang="de" settings={siteSettings()} />);
  await sleep(20);
  assert.equal(calls.map((call) => call.url), []);
  assert.equal(logged, []);
});

test('a configured custom page is fetched and shown in place of the own content', async () => {
  const settings = siteSettings();
  settings.design.errors.pages['404'] = '/media/fehler-404.html';
  network({ '/media/fehler-404.html': () => new Response('<html><head><style>p{color:red}</style></head><body><p>Verlaufen?</p></body></html>', { headers: { 'content-type': 'text/html' } }) });
  render(<ErrorPage error={{ statusCode: 404, message: '' }} lang="de" settings={settings} />);
  assert.ok(await screen.findByText('Verlaufen?'));
  assert.equal(calls.map((call) => call.url), ['/media/fehler-404.html']);
});

test.run();
