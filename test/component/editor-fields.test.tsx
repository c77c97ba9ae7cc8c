/**
 * The editor's generated forms (issue #10 point 5): one widget per field kind, labelled from the
 * declaration, each error shown at its field and the focus on the first. Run on Preact's React
 * compatibility layer like every component test; the editor bundle uses real React.
 */
import '../helpers/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'react';
import type { FieldError, Fields } from '../../common/modules/define';
import { errorMessage } from '../../common/modules/validate';
import { DeclarationForm, focusFirstError } from '../../editor/forms/form-generator';

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

test('select: the declared options, stored with their own type', () => {
  const values = renderForm({ headline_level: { kind: 'select', label: label('Ebene'), options: [2, 3, 4], default: 2 } }, { headline_level: 2 });
  const select = screen.getByLabelText('Ebene') as HTMLSelectElement;
  assert.equal([...select.options].map((o) => o.value), ['2', '3', '4']);
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

test('venue: stores a venue reference', () => {
  const values = renderForm({ venue: { kind: 'venue', label: label('Ort') } });
  fireEvent.input(screen.getByLabelText('Ort'), { target: { value: '4' } });
  assert.equal(values().venue, { $venue: 4 });
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
