/** The calls of our forms (SPEC §7): a form with its fields, and a submission. */
import { call } from './client';
import * as endpoints from './endpoints/forms';
import type { Form, FormEntryCreated, FormEntryPayload } from './forms';
import type { Lang } from '../routes';

/** SPEC §7: one of our forms with its fields (the shell inlines it on first load; client navigation fetches it). */
export function getForm(lang: Lang, id: string): Promise<Form> {
  return call(endpoints.form, { lang, params: { id } });
}

/** SPEC §7: a submission (credentials, CSRF). A refused one is an ApiRequestError whose `answer.errors` has the server's message per field. */
export function postFormEntry(lang: Lang, payload: FormEntryPayload): Promise<FormEntryCreated> {
  return call(endpoints.formEntry, { lang, body: payload });
}
