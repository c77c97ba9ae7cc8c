import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import type { Form, FormField } from '../../common/api/forms';
import { withEmailConfirm } from '../../common/forms/email-confirm';
import { FIELD_TYPES as T, type FieldType } from '../../common/forms/field-types';
import { FormView } from '../../common/forms/view/form-view';

const realFetch = globalThis.fetch;
const requests: { url: string; body: unknown }[] = [];

function answer(status: number, body: unknown) {
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: String(input), body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

test.after.each(() => {
  cleanup();
  requests.length = 0;
  globalThis.fetch = realFetch;
});

let id = 1;
const field = (slug: string, label: string, field_type: FieldType, extra: Partial<FormField> = {}): FormField => ({
  id: id++, label, slug, field_type, required: false, visible: true, choices: [], default: '', placeholder_text: '', help_text: '', ...extra,
});

function contactForm(): Form {
  const fields = [
    field('name', 'Name', T.TEXT, { required: true, help_text: 'Vor- und Nachname' }),
    field('email', 'E-Mail-Adresse', T.EMAIL, { required: true }),
    field('sparte', 'Sparte', T.RADIO, { required: true, choices: [{ value: 'musik', label: 'Musik' }, { value: 'literatur', label: 'Literatur' }] }),
    field('personen', 'Personen', T.NUMBER, { default: '1' }),
    field('quelle', 'Quelle', T.HIDDEN, { default: 'web' }),
    field('datenschutz', 'Ich bin einverstanden.', T.CHECKBOX, { required: true }),
  ];
  return {
    id: 7, slug: 'kontakt', title: 'Kontakt', intro: '', success_message: 'Danke, wir melden uns.', urls: { de: '/de/forms/kontakt/7', en: '/en/forms/contact/7' },
    fields: withEmailConfirm(fields, 'E-Mail-Adresse wiederholen', ''),
  };
}

/** A control by its label as the visitor reads it, required marker " *" or not. */
const byLabel = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
const type = (label: string, value: string) => fireEvent.input(byLabel(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));

function fillValid() {
  type('Name', 'Erika Mustermann');
  type('E-Mail-Adresse', 'erika@example.org');
  type('E-Mail-Adresse wiederholen', 'erika@example.org');
  fireEvent.click(screen.getByLabelText('Musik'));
  fireEvent.click(byLabel('Ich bin einverstanden.'));
}

// A visitor who already holds the CSRF cookie (the first unsafe call of a visit fetches it first).
test.before.each(() => {
  document.cookie = 'csrftoken=component-test-token-0123; path=/';
});

test('every field has a label; hidden fields are not shown', () => {
  render(<FormView form={contactForm()} lang="de" />);
  for (const label of ['Name', 'E-Mail-Adresse', 'Personen', 'E-Mail-Adresse wiederholen']) assert.ok(byLabel(label), label);
  assert.ok(screen.getByRole('group', { name: /Sparte/ }), 'the radio group is a fieldset with its legend');
  assert.is(screen.queryByLabelText('Quelle'), null);
});

test('sending an empty form shows "Dieses Feld ist erforderlich!" at each required field, focuses the summary and sends nothing', async () => {
  answer(201, { id: 1, message: '' });
  render(<FormView form={contactForm()} lang="de" />);
  send();
  const name = byLabel('Name');
  assert.is(name.getAttribute('aria-invalid'), 'true');
  const describedBy = name.getAttribute('aria-describedby')!.split(' ');
  assert.ok(describedBy.includes('field-name-help'), 'help text named');
  assert.is(document.getElementById(describedBy.find((d) => d.endsWith('-error'))!)!.textContent, 'Dieses Feld ist erforderlich!');
  const summary = screen.getByRole('alert');
  await waitFor(() => assert.is(document.activeElement, summary));
  assert.ok(summary.textContent!.includes('Ich bin einverstanden.: Dieses Feld ist erforderlich!'));
  assert.is(requests.length, 0);
});

test('the messages are English on the English site', () => {
  const form = contactForm();
  render(<FormView form={form} lang="en" />);
  fireEvent.input(byLabel('E-Mail-Adresse'), { target: { value: 'erika(at)example.org' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  assert.ok(screen.getAllByText('This field is required!').length > 0);
  assert.ok(screen.getAllByText('Invalid e-mail address!').length > 0);
});

test('an invalid address shows "Ungültige E-Mail-Adresse!"', () => {
  render(<FormView form={contactForm()} lang="de" />);
  fillValid();
  type('E-Mail-Adresse', 'erika@example');
  type('E-Mail-Adresse wiederholen', 'erika@example');
  send();
  assert.ok(screen.getAllByText('Ungültige E-Mail-Adresse!').length >= 1);
});

test('a mismatching email2 shows its error, and correcting it clears the error at once', () => {
  render(<FormView form={contactForm()} lang="de" />);
  fillValid();
  type('E-Mail-Adresse wiederholen', 'erika@example.com');
  send();
  const mismatch = 'Die beiden E-Mail-Adressen stimmen nicht überein.';
  assert.ok(screen.getAllByText(mismatch).length >= 1);
  assert.is(byLabel('E-Mail-Adresse wiederholen').getAttribute('aria-invalid'), 'true');
  type('E-Mail-Adresse wiederholen', 'erika@example.org');
  assert.is(screen.queryAllByText(mismatch).length, 0);
});

test('a valid form is sent with its values and the success message takes its place', async () => {
  answer(201, { id: 12, message: 'Danke, wir melden uns.' });
  render(<FormView form={contactForm()} lang="de" />);
  fillValid();
  send();
  await waitFor(() => assert.ok(screen.getByText('Danke, wir melden uns.')));
  assert.is(requests[0]!.url, '/de/api/forms-entries/');
  const { fill_ms, idempotency_key, ...sent } = requests[0]!.body as { fill_ms: number; idempotency_key: string };
  assert.equal(sent, {
    form: 7,
    field_values: { name: 'Erika Mustermann', email: 'erika@example.org', sparte: 'musik', personen: 1, quelle: 'web', datenschutz: true, email2: 'erika@example.org' },
  });
  assert.ok(fill_ms >= 0, 'the time it took to fill the form in');
  assert.match(idempotency_key, /^[0-9a-f]{32}$/);
  await waitFor(() => assert.is(document.activeElement, screen.getByRole('status')));
});

test('a retried send carries the same key, so the server stores the entry once', async () => {
  answer(503, { message: 'Website offline', statusCode: 503 });
  render(<FormView form={contactForm()} lang="de" />);
  fillValid();
  send();
  await waitFor(() => assert.is(requests.length, 1));
  answer(201, { id: 13, message: 'Danke, wir melden uns.' });
  await waitFor(() => assert.ok(screen.getByRole('button', { name: /senden/i })));
  send();
  await waitFor(() => assert.ok(screen.getByText('Danke, wir melden uns.')));
  const keys = requests.map((r) => (r.body as { idempotency_key: string }).idempotency_key);
  assert.is(keys.length, 2);
  assert.is(keys[0], keys[1]);
});

test("the server's per-field errors are shown and the entries stay", async () => {
  answer(400, { message: 'Bitte prüfen Sie Ihre Angaben: name: Zu lang', statusCode: 400, errors: { name: 'Dieser Text ist zu lang.' } });
  render(<FormView form={contactForm()} lang="de" />);
  fillValid();
  send();
  await waitFor(() => assert.ok(screen.getAllByText('Dieser Text ist zu lang.').length >= 1));
  assert.is((byLabel('Name') as HTMLInputElement).value, 'Erika Mustermann');
});

test('a failed send says so and keeps everything typed', async () => {
  answer(503, { message: 'Website offline', statusCode: 503 });
  render(<FormView form={contactForm()} lang="de" />);
  fillValid();
  send();
  await waitFor(() => assert.ok(screen.getByText(/Das Senden hat leider nicht geklappt/)));
  assert.is((byLabel('E-Mail-Adresse wiederholen') as HTMLInputElement).value, 'erika@example.org');
  assert.ok(screen.getByRole('button', { name: 'Absenden' }));
});

test('the honeypot travels beside the field values when a script fills it', async () => {
  answer(201, { id: 13, message: 'ok' });
  const { container } = render(<FormView form={contactForm()} lang="de" />);
  fillValid();
  fireEvent.input(container.querySelector('input[name="website"]')!, { target: { value: 'http://spam.example' } });
  send();
  await waitFor(() => assert.is(requests.length, 1));
  assert.is((requests[0]!.body as { website: string }).website, 'http://spam.example');
});

test.run();
