/** The calls of our forms (SPEC §7): a form with its fields, and a submission. */
import { call, http, toApiError, withSessionReady } from './client';
import * as endpoints from './endpoints/forms';
import type { Form, FormEntryCreated, FormEntryError, FormEntryPayload } from './forms';
import type { Lang } from '../routes';

/** SPEC §7: one of our forms with its fields (the shell inlines it on first load; client navigation fetches it). */
export function getForm(lang: Lang, id: string): Promise<Form> {
  return call(endpoints.form, { lang, params: { id } });
}

/** SPEC §7: a submission (credentials, CSRF). A rejected one keeps the server's message per field in `errors`. */
export async function postFormEntry(lang: Lang, payload: FormEntryPayload): Promise<FormEntryCreated> {
  try {
    return (await http.post<FormEntryCreated>(`/${lang}/api/forms-entries/`, payload, await withSessionReady())).data;
  } catch (error) {
    const errors = (error as { data?: FormEntryError } | null)?.data?.errors;
    throw Object.assign(toApiError(error), errors ? { errors } : {});
  }
}
