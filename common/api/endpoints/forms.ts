/** Forms on pages (SPEC §7; the contract: common/api/endpoints/index.ts). */
import { endpoint } from '../contract';
import type { FORM_ENTRY_BODY } from '../body-schemas';
import type { Form, FormEntryCreated, TempFile } from '../forms';

// Forms on pages (SPEC §7 form calls)
export const form = /* @__PURE__ */ endpoint<{ answer: Form }>()('/{lang}/api/forms/:id/');
/** A refused entry answers 400 with a FormEntryError: the server's message per field (`answer.errors` of the ApiRequestError). */
export const formEntry = /* @__PURE__ */ endpoint<{ body: typeof FORM_ENTRY_BODY; answer: FormEntryCreated }>()('/{lang}/api/forms-entries/', 'POST');
/** A file for a form's upload field, sent as multipart/form-data in a part named `file` (common/forms/view/upload.ts sends it with progress). */
export const tempFile = /* @__PURE__ */ endpoint<{ answer: TempFile }>()('/{lang}/api/temp-files/', 'POST');
