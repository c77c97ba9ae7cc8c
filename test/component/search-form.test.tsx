import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { SearchForm } from '../../site/widgets/search/search-form';
import { submitPath } from '../../site/widgets/search/search-address';
import { calls, json, network, resetNetwork } from './app-harness';

const SUGGESTIONS = ['Klezmer ist Gespräch', 'Klezmer-Nacht'];

function setup() {
  network({ '/api/search/autocomplete/?query=kle&lang=de': () => json(200, { data: SUGGESTIONS }) });
  history.replaceState(null, '', '/de');
  render(<SearchForm lang="de" />);
  return screen.getByRole('combobox') as HTMLInputElement;
}

const type = (input: HTMLInputElement, value: string) => fireEvent.input(input, { target: { value } });
const key = (input: HTMLInputElement, name: string) => fireEvent.keyDown(input, { key: name });

test.after.each(() => {
  cleanup();
  resetNetwork();
});

test('typed text asks for suggestions in lower case and opens the listbox with them', async () => {
  const input = setup();
  type(input, 'KLE');
  await screen.findAllByRole('option');
  assert.ok(calls.some((c) => c.url === '/api/search/autocomplete/?query=kle&lang=de'), calls.map((c) => c.url).join());
  assert.is(input.getAttribute('aria-expanded'), 'true');
  assert.is(document.getElementById(input.getAttribute('aria-controls')!)?.getAttribute('role'), 'listbox');
});

test('arrow keys move the active suggestion, and Enter submits the chosen one', async () => {
  const input = setup();
  type(input, 'kle');
  await screen.findAllByRole('option');
  key(input, 'ArrowDown');
  key(input, 'ArrowDown');
  const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
  assert.is(active()?.textContent, SUGGESTIONS[1]);
  key(input, 'ArrowUp');
  assert.is(active()?.getAttribute('aria-selected'), 'true');
  assert.is(active()?.textContent, SUGGESTIONS[0]);
  key(input, 'Enter');
  await waitFor(() => assert.is(location.pathname + location.search, submitPath('de', SUGGESTIONS[0]!, '/de')));
  assert.is(input.getAttribute('aria-expanded'), 'false');
});

test('Escape closes the list and keeps the text; emptying the field closes it too', async () => {
  const input = setup();
  type(input, 'kle');
  await screen.findAllByRole('option');
  key(input, 'Escape');
  assert.is(input.getAttribute('aria-expanded'), 'false');
  assert.is(input.value, 'kle');
  type(input, '');
  assert.is(input.getAttribute('aria-expanded'), 'false');
});

test('the clear button shows only with text, empties the field and gives the focus back', () => {
  const input = setup();
  assert.is(screen.queryByRole('button', { name: 'Eingabe löschen' }), null);
  type(input, 'kle');
  fireEvent.click(screen.getByRole('button', { name: 'Eingabe löschen' }));
  assert.is(input.value, '');
  assert.is(document.activeElement, input);
});

test('empty text is never submitted', () => {
  const input = setup();
  type(input, '   ');
  fireEvent.submit(input.form!);
  assert.is(location.pathname, '/de');
});

test('submitting on a search category keeps the category and starts at page 1', () => {
  assert.is(submitPath('de', ' Klezmer ', '/de/search/events/3'), '/de/search/events?q=Klezmer');
  assert.is(submitPath('en', 'dome', '/en/mediathek-en'), '/en/search?q=dome');
});

test.run();
