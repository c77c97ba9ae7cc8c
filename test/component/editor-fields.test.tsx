/**
 * The editor's generated forms: one widget per field kind, labelled from the
 * declaration, each error shown at its field and the focus on the first. Run on Preact's React
 * compatibility layer like every component test; the editor bundle uses real React.
 */
import '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'react';
import type { FieldError, Fields } from '../../common/modules/define';
import { errorMessage } from '../../common/modules/error-message';
import { DeclarationForm, focusFirstError } from '../../editor/forms/form-generator';
import { loadEditorStrings } from '../../editor/i18n/strings';

// The editor's strings arrive per language (editor/i18n/strings.ts), as its entry loads them.
await Promise.all([loadEditorStrings('de'), loadEditorStrings('en')]);

const test = suite('editor: generated form fields');
test.after.each(() => cleanup());

const realFetch = globalThis.fetch;
const calls: string[] = [];
function answer(body: unknown) {
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}
test.after.each(() => {
  globalThis.fetch = realFetch;
  calls.length = 0;
});

const label = (de: string) => ({ de, en: de });

/** Renders a form of `fields` and returns the values it holds after each change. */
function renderForm(fields: Fields, initial: Record<string, unknown> = {}, errors: FieldError[] = []) {
  const seen: Record<string, unknown>[] = [];
  function Harness() {
    const [values, setValues] = useState(initial);
    return (
      <div data-testid="form">
        <DeclarationForm
          fields={fields}
          values={values}
          errors={errors}
          lang="de"
          onChange={(name, value) => {
            const next = { ...values, [name]: value };
            seen.push(next);
            setValues(next);
          }}
        />
      </div>
    );
  }
  render(<Harness />);
  return () => seen.at(-1) ?? initial;
}

test('text: a labelled input; typing changes the value', () => {
  const values = renderForm({ content: { kind: 'text', label: label('Inhalt'), required: true } });
  const input = screen.getByLabelText(/Inhalt/) as HTMLInputElement;
  fireEvent.input(input, { target: { value: 'Hallo' } });
  assert.is(values().content, 'Hallo');
  assert.is(input.getAttribute('aria-required'), 'true');
});

test('number: a number input that stores numbers, empty as null', () => {
  const values = renderForm({ items: { kind: 'number', label: label('Anzahl'), min: 1, max: 8 } });
  const input = screen.getByLabelText('Anzahl') as HTMLInputElement;
  assert.is(input.type, 'number');
  assert.is(input.max, '8');
  fireEvent.input(input, { target: { value: '3' } });
  assert.is(values().items, 3);
  fireEvent.input(input, { target: { value: '' } });
  assert.is(values().items, null);
});

test('boolean: a checkbox', () => {
  const values = renderForm({ sticky: { kind: 'boolean', label: label('Fixiert') } });
  const box = screen.getByLabelText('Fixiert') as HTMLInputElement;
  assert.is(box.type, 'checkbox');
  fireEvent.click(box);
  assert.is(values().sticky, true);
});

test('choice: the declared options by their names, stored with their own type', () => {
  const values = renderForm({ headline_level: { kind: 'choice', label: label('Ebene'), options: { 2: label('Zwei'), 3: label('Drei'), 4: label('Vier') }, numeric: true, default: 2 } }, { headline_level: 2 });
  const select = screen.getByLabelText('Ebene') as HTMLSelectElement;
  assert.equal([...select.options].map((o) => o.value), ['2', '3', '4']);
  assert.equal([...select.options].map((o) => o.textContent), ['Zwei', 'Drei', 'Vier'], 'the editor reads names, never the codes');
  select.value = '3';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  assert.is(values().headline_level, 3);
});

test('date: a date and time input in Berlin time, stored as the instant', () => {
  const values = renderForm({ online_from: { kind: 'date', label: label('Online ab') } }, { online_from: '2026-07-01T12:30:00.000Z' });
  const input = screen.getByLabelText('Online ab') as HTMLInputElement;
  assert.is(input.type, 'datetime-local');
  // Summer time: Berlin is two hours ahead of UTC, whatever the laptop's zone.
  assert.is(input.value, '2026-07-01T14:30');
  fireEvent.input(input, { target: { value: '2026-12-01T10:00' } });
  assert.is(values().online_from, '2026-12-01T09:00:00.000Z');
});

test('url: a URL input starting at https://', () => {
  const values = renderForm({ video_url: { kind: 'url', label: label('Video') } });
  const input = screen.getByLabelText('Video') as HTMLInputElement;
  assert.is(input.type, 'url');
  assert.is(input.placeholder, 'https://');
  fireEvent.input(input, { target: { value: 'https://vimeo.com/1' } });
  assert.is(values().video_url, 'https://vimeo.com/1');
});

test('embed and html: a long text box', () => {
  const values = renderForm({ embed: { kind: 'embed', label: label('Einbettung') }, html_code: { kind: 'html', label: label('HTML') } });
  const embed = screen.getByLabelText('Einbettung');
  assert.is(embed.tagName, 'TEXTAREA');
  fireEvent.input(screen.getByLabelText('HTML'), { target: { value: '<p>x</p>' } });
  assert.is(values().html_code, '<p>x</p>');
});

const venues = { results: [{ id: 4, title: 'Kammerspiele', values: { name: 'Kammerspiele', city: 'Berlin' } }], count: 1, next: null, previous: null, page: 1, page_size: 8 };

test('venue: found by its name with a preview, chosen by keyboard, stored as a reference (never a typed id)', async () => {
  answer(venues);
  const values = renderForm({ venue: { kind: 'venue', label: label('Ort') } });
  const input = (await waitFor(() => screen.getByLabelText('Ort'), { timeout: 3000 })) as HTMLInputElement;
  assert.is(input.getAttribute('role'), 'combobox');
  assert.is.not(input.type, 'number');
  fireEvent.focus(input);
  fireEvent.input(input, { target: { value: 'Kamm' } });
  const option = await waitFor(() => screen.getByRole('option'), { timeout: 3000 });
  assert.ok(option.textContent!.includes('Kammerspiele'));
  assert.ok(calls.some((url) => url.includes('/cms-api/collections/venue/') && url.includes('q=Kamm')), calls.join(' '));
  fireEvent.keyDown(input, { key: 'Enter' });
  assert.equal(values().venue, { $venue: 4 });
});

test('relation to many: each chosen item is a named chip; the ids stay between form and API', async () => {
  answer(venues);
  const values = renderForm({ rooms: { kind: 'relation', to: 'venue', many: true, label: label('Orte') } });
  const input = (await waitFor(() => screen.getByLabelText('Orte'), { timeout: 3000 })) as HTMLInputElement;
  fireEvent.input(input, { target: { value: 'K' } });
  await waitFor(() => screen.getByRole('option'), { timeout: 3000 });
  fireEvent.keyDown(input, { key: 'Enter' });
  assert.equal(values().rooms, [4]);
  await waitFor(() => screen.getByText('Kammerspiele'));
});

test('choice with swatches: colour themes as named radio buttons with their colour', async () => {
  const values = renderForm({ theme: { kind: 'choice', label: label('Farbe'), options: { cc01: { de: 'Creme', en: 'Cream', swatch: { background: '#f5efe1', text: '#000' } } } } });
  const radio = (await waitFor(() => screen.getByLabelText(/Creme/), { timeout: 3000 })) as HTMLInputElement;
  assert.is(radio.type, 'radio');
  fireEvent.click(radio);
  assert.is(values().theme, 'cc01');
  assert.not.ok(screen.getByTestId('form').textContent!.includes('cc01'), 'the code is never shown');
});

test('password: hidden while typed, shown on request, its rule in words', async () => {
  const values = renderForm({ password: { kind: 'password', label: label('Neues Passwort'), minLength: 10 } });
  const input = (await waitFor(() => screen.getByLabelText('Neues Passwort'), { timeout: 3000 })) as HTMLInputElement;
  assert.is(input.type, 'password');
  fireEvent.input(input, { target: { value: 'geheim' } });
  assert.is(values().password, 'geheim');
  fireEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
  assert.is(input.type, 'text');
  assert.ok(screen.getByText('Mindestens 10 Zeichen.'));
  assert.is(errorMessage({ field: 'password', code: 'tooShort', params: { min: 10 } }, 'de'), 'Bitte mindestens 10 Zeichen eingeben.');
});

test('settings: sub-fields as a form, written into the one object with its other keys kept', async () => {
  const values = renderForm(
    { design: { kind: 'settings', label: label('Gestaltung'), fields: { 'header.logo': { kind: 'text', label: label('Logo') } } } },
    { design: { header: { logo: '/a.svg', menuStyle: 'style1' }, currency: '€' } },
  );
  const logo = (await waitFor(() => screen.getByLabelText('Logo'), { timeout: 3000 })) as HTMLInputElement;
  assert.is(logo.value, '/a.svg');
  fireEvent.input(logo, { target: { value: '/b.svg' } });
  assert.equal(values().design, { header: { logo: '/b.svg', menuStyle: 'style1' }, currency: '€' });
});

test('link: an external address, or a page found by search stored as a reference', async () => {
  answer([{ kind: 'page', id: 7, title: 'Geschichte', url: '/de/haus/geschichte', detail: 'Das Haus', ref: { $page: 7 } }]);
  const values = renderForm({ link: { kind: 'link', label: label('Ziel') } });
  fireEvent.input(screen.getByLabelText('oder Adresse eingeben'), { target: { value: 'https://example.org' } });
  assert.is(values().link, 'https://example.org');
  fireEvent.input(screen.getByRole('combobox'), { target: { value: 'gesch' } });
  const option = await waitFor(() => screen.getByRole('option'), { timeout: 2000 });
  assert.ok(calls.some((url) => url.includes('/de/pageeditor-api/links/') && url.includes('q=gesch')), calls.join(' '));
  fireEvent.click(option);
  assert.equal(values().link, { $page: 7 });
  await waitFor(() => screen.getByText('Verlinkt: Geschichte', { exact: false }));
});

test('image and file: upload, library and, for a chosen image, its alt texts per language', async () => {
  answer({ id: 5, kind: 'image', name: 'foyer.jpg', mime: 'image/jpeg', size: 1, url: '/media/foyer.jpg', width: 10, height: 10, alt: { de: 'Foyer', en: '' }, credit: '', focal: { x: 0.5, y: 0.5 }, thumbnail: '/media/t.jpg', renditions_ready: true, image: null, created_at: '' });
  renderForm({ image: { kind: 'image', label: label('Bild'), required: true }, file: { kind: 'file', label: label('Datei') } }, { image: { $media: 5 } });
  assert.ok(screen.getAllByText('Datei hochladen').length === 2, 'an upload for each media field');
  assert.ok(screen.getAllByText('Aus der Mediathek wählen').length === 2);
  const altDe = (await waitFor(() => screen.getByLabelText('Alternativtext (DE)'), { timeout: 2000 })) as HTMLInputElement;
  assert.is(altDe.value, 'Foyer');
  assert.ok(screen.getByLabelText('Alternativtext (EN)'));
  assert.ok(screen.getByRole('slider', { name: 'Fokuspunkt' }), 'a focal point picker');
});

test('richtext: a toolbar of bold, italic, link, lists, undo and redo around Editor.js', async () => {
  renderForm({ content: { kind: 'richtext', label: label('Inhalt') } });
  const bar = await waitFor(() => screen.getByRole('toolbar', { name: 'Inhalt' }), { timeout: 5000 });
  const names = [...bar.querySelectorAll('button')].map((b) => b.textContent);
  assert.equal(names, ['Fett', 'Kursiv', 'Link', 'Aufzählung', 'Nummerierte Liste', 'Rückgängig', 'Wiederherstellen']);
});

test('every error sits at its field, and the focus goes to the first', () => {
  const errors: FieldError[] = [
    { field: 'content', code: 'required' },
    { field: 'anchor', code: 'anchor' },
  ];
  renderForm({ preline: { kind: 'text', label: label('Dachzeile') }, content: { kind: 'text', label: label('Inhalt'), required: true }, anchor: { kind: 'text', label: label('Sprungmarke') } }, {}, errors);
  const content = screen.getByLabelText(/Inhalt/);
  assert.is(content.getAttribute('aria-invalid'), 'true');
  const message = document.getElementById(content.getAttribute('aria-describedby')!);
  assert.is(message?.textContent, errorMessage(errors[0]!, 'de'));
  assert.is(screen.getByLabelText('Sprungmarke').getAttribute('aria-invalid'), 'true');
  assert.is(screen.getByLabelText('Dachzeile').getAttribute('aria-invalid'), null);
  focusFirstError(screen.getByTestId('form'));
  assert.is(document.activeElement, content);
});

test.run();
