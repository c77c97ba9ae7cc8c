import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, render, screen } from '@testing-library/preact';
import { ErrorPage } from '../../site/error/error-page';
import { network, resetNetwork, sleep } from './app-harness';

const realError = console.error;

// No custom HTML exists for these statuses: the page logs that (SPEC §8) and shows its own content.
test.before.each(() => {
  network({});
  console.error = () => undefined;
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

test.run();
