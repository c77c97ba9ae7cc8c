/**
 * API shapes of our own forms (SPEC §3 "Form", §7): GET /api/forms/{id}/, POST
 * /api/forms-entries/ and POST /api/temp-files/. Texts arrive in the requested language (German fallback).
 */
import type { FieldType } from '../forms/field-types';
import type { ApiError, LangUrls } from './types';

export interface FormChoice {
  /** Stored and sent; the same in both languages. */
  value: string;
  label: string;
}

/** SPEC §3 "Field". `default` is text; lists (types 5, 7) hold comma-separated values there. */
export interface FormField {
  id: number;
  label: string;
  slug: string;
  field_type: FieldType;
  required: boolean;
  visible: boolean;
  choices: FormChoice[];
  default: string;
  placeholder_text: string;
  help_text: string;
}

/** SPEC §3 "Form"; `fields` ends with the email2 confirmation. */
export interface Form {
  id: number;
  slug: string;
  title: string;
  /** Plain text; blank lines separate paragraphs. */
  intro: string;
  /** Shown after a successful submission. */
  success_message: string;
  urls: LangUrls;
  fields: FormField[];
  /**
   * Only in the page answering a form the browser sent without JavaScript with errors
   * (server/features/forms/page-post.ts): what the visitor sent and the message for each field.
   */
  submission?: { values: FieldValues; errors: Record<string, string> };
}

/**
 * The hidden field naming the form in a post to a content page that holds it (the 'Formular' module,
 * server/features/forms/page-post.ts). A leading underscore: form field slugs never start with one.
 */
export const FORM_ID_FIELD = '_form';

/** `?sent=1` on a form's page: the confirmation after a form sent without JavaScript (POST-redirect-GET). */
export const FORM_SENT_PARAM = 'sent';

/** One field's value: text, a checkbox, a number, a list (types 5, 7), or a temp-file id (type 9). */
export type FieldValue = string | boolean | number | string[] | null;
export type FieldValues = Record<string, FieldValue>;

/** POST /api/forms-entries/ (SPEC §3 "Submission"). `website` is the honeypot: people leave it empty. */
export type FormEntryPayload = {
  form: number;
  field_values: FieldValues;
  website?: string;
  /** Milliseconds from showing the form to sending it: a bot that sends at once is treated like a filled honeypot. */
  fill_ms?: number;
  /** One key per filled-in form, kept across retries: the server stores it once. */
  idempotency_key?: string;
};

export interface FormEntryCreated {
  id: number;
  message: string;
}

/** A rejected submission: the message plus one message per field slug. */
export interface FormEntryError extends ApiError {
  errors?: Record<string, string>;
}

/** POST /api/temp-files/: the uploaded file, held until an entry refers to it by id. */
export interface TempFile {
  id: string;
  name: string;
  size: number;
  mime: string;
}
