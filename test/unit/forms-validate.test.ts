import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FormField } from '../../common/api/forms';
import { withEmailConfirm } from '../../common/forms/email-confirm';
import { EMAIL_CONFIRM_SLUG, FIELD_TYPES as T, type FieldType } from '../../common/forms/field-types';
import { validateEntry } from '../../common/forms/validate';
import { initialValues } from '../../common/forms/values';

let nextId = 1;
function field(slug: string, field_type: FieldType, extra: Partial<FormField> = {}): FormField {
  return { id: nextId++, label: slug, slug, field_type, required: false, visible: true, choices: [], default: '', placeholder_text: '', help_text: '', ...extra };
}
const choices = (...values: string[]) => values.map((value) => ({ value, label: value.toUpperCase() }));
const TODAY = '2026-05-01';

test('types 5 and 7 start as lists, type 9 as null, the others from their default', () => {
  const values = initialValues([
    field('a', T.TEXT, { default: 'Hallo' }),
    field('b', T.CHECKBOX_MULTIPLE, { default: 'x, y' }),
    field('c', T.SELECT_MULTIPLE),
    field('d', T.FILE, { default: 'ignored' }),
    field('e', T.CHECKBOX, { default: 'true' }),
    field('f', T.NUMBER, { default: '3' }),
    field('g', T.HIDDEN, { default: 'quelle' }),
  ]);
  assert.equal(values, { a: 'Hallo', b: ['x', 'y'], c: [], d: null, e: true, f: 3, g: 'quelle' });
});

test('the email2 confirmation is appended, required like the e-mail field', () => {
  const fields = withEmailConfirm([field('email', T.EMAIL, { required: true }), field('name', T.TEXT)], 'Wiederholen', '');
  assert.is(fields.at(-1)!.slug, EMAIL_CONFIRM_SLUG);
  assert.is(fields.at(-1)!.required, true);
  assert.is(withEmailConfirm(fields, 'x', '').filter((f) => f.slug === EMAIL_CONFIRM_SLUG).length, 1, 'never twice');
});

test('required fields must be filled: blank text, unticked box, empty list, no file, no number', () => {
  const fields = [field('t', T.TEXT), field('c', T.CHECKBOX), field('l', T.CHECKBOX_MULTIPLE, { choices: choices('a') }), field('f', T.FILE), field('n', T.NUMBER)].map((f) => ({ ...f, required: true }));
  const { errors } = validateEntry(fields, { t: '   ', c: false, l: [], f: null }, TODAY);
  assert.equal(errors, { t: 'required', c: 'required', l: 'required', f: 'required', n: 'required' });
});

test('optional empty fields pass and are stored empty', () => {
  const { errors, values } = validateEntry([field('u', T.URL), field('d', T.DATE), field('n', T.NUMBER)], {}, TODAY);
  assert.equal(errors, {});
  assert.equal(values, { u: '', d: '', n: null });
});

test('each kind of value must have its JSON type', () => {
  const fields = [field('t', T.TEXT), field('c', T.CHECKBOX), field('l', T.SELECT_MULTIPLE), field('n', T.NUMBER), field('f', T.FILE), field('h', T.HIDDEN)];
  const { errors } = validateEntry(fields, { t: 1, c: 'on', l: 'a', n: '2', f: 3, h: {} }, TODAY);
  assert.equal(errors, { t: 'type', c: 'type', l: 'type', n: 'type', f: 'type', h: 'type' });
});

test('e-mail addresses, URLs, dates and date-times must be well formed', () => {
  const fields = [field('e', T.EMAIL), field('u', T.URL), field('d', T.DATE), field('dt', T.DATE_TIME)];
  const bad = validateEntry(fields, { e: 'ada@example', u: 'www.example.org', d: '2026-02-30', dt: '2026-03-01T25:00' }, TODAY);
  assert.equal(bad.errors, { e: 'email', u: 'url', d: 'date', dt: 'dateTime' });
  const good = validateEntry(fields, { e: 'ada@example.org', u: 'https://example.org/a', d: '2024-02-29', dt: '2026-03-01T09:30' }, TODAY);
  assert.equal(good.errors, {});
});

test('a date of birth lies between 1900 and today', () => {
  const dob = [field('b', T.DATE_OF_BIRTH)];
  assert.equal(validateEntry(dob, { b: '2026-05-02' }, TODAY).errors, { b: 'dateOfBirth' });
  assert.equal(validateEntry(dob, { b: '1899-12-31' }, TODAY).errors, { b: 'dateOfBirth' });
  assert.equal(validateEntry(dob, { b: '2026-05-01' }, TODAY).errors, {});
});

test('choices must be among the options, for single and list fields; lists are de-duplicated', () => {
  const fields = [field('s', T.SELECT, { choices: choices('a', 'b') }), field('r', T.RADIO, { choices: choices('a') }), field('m', T.CHECKBOX_MULTIPLE, { choices: choices('a', 'b') })];
  assert.equal(validateEntry(fields, { s: 'c', r: 'a', m: ['a', 'z'] }, TODAY).errors, { s: 'choice', m: 'choice' });
  assert.equal(validateEntry(fields, { s: 'b', r: 'a', m: ['a', 'a', 'b'] }, TODAY).values.m, ['a', 'b']);
});

test('email2 must equal the e-mail field (ignoring case) and is needed once an address is given', () => {
  const fields = withEmailConfirm([field('email', T.EMAIL, { required: true })], 'Wiederholen', '');
  assert.equal(validateEntry(fields, { email: 'ada@example.org', email2: 'ada@example.com' }, TODAY).errors, { email2: 'emailMismatch' });
  assert.equal(validateEntry(fields, { email: 'ada@example.org', email2: 'ADA@example.org' }, TODAY).errors, {});
  assert.equal(validateEntry(fields, { email: 'ada@example.org' }, TODAY).errors, { email2: 'required' });
  const optional = withEmailConfirm([field('email', T.EMAIL)], 'Wiederholen', '');
  assert.equal(validateEntry(optional, { email: 'ada@example.org' }, TODAY).errors, { email2: 'required' });
  assert.equal(validateEntry(optional, {}, TODAY).errors, {});
});

test('hidden and invisible fields keep their default whatever is sent', () => {
  const fields = [field('h', T.HIDDEN, { default: 'web' }), field('i', T.TEXT, { visible: false, default: 'intern', required: true })];
  const { values, errors } = validateEntry(fields, { h: 'anders', i: '' }, TODAY);
  assert.equal(errors, {});
  assert.equal(values, { h: 'web', i: 'intern' });
});

test('slugs the form does not have are reported as unknown', () => {
  assert.equal(validateEntry([field('a', T.TEXT)], { a: 'x', b: 'y', __proto__x: 1 }, TODAY).unknown, ['b', '__proto__x']);
});

test('overlong text is refused', () => {
  const { errors } = validateEntry([field('t', T.TEXT), field('a', T.TEXTAREA)], { t: 'x'.repeat(1001), a: 'x'.repeat(5000) }, TODAY);
  assert.equal(errors, { t: 'tooLong' });
});

test.run();
