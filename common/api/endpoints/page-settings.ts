/**
 * A page's settings (common/api/editor.ts "Page settings"; the contract:
 * common/api/endpoints/index.ts), a module of their own for the editor's lazy settings dialog.
 */
import { endpoint } from '../contract';
import type { PAGE_SETTINGS_BODY } from '../body-schemas';
import type { PageOption, PageSettings } from '../editor';
import type { PAGE_OPTIONS_QUERY } from '../query-schemas';

/** Pages for the parent picker: id, title and address in the call's language. */
export const pageOptions = /* @__PURE__ */ endpoint<{ query: typeof PAGE_OPTIONS_QUERY; answer: PageOption[] }>()('/{lang}/pageeditor-api/pages/');
export const pageSettings = /* @__PURE__ */ endpoint<{ answer: PageSettings }>()('/{lang}/pageeditor-api/pages/:id/');
/** POST saves all of the settings, PATCH the keys sent. */
export const savePageSettings = /* @__PURE__ */ endpoint<{ body: typeof PAGE_SETTINGS_BODY; answer: PageSettings }>()('/{lang}/pageeditor-api/pages/:id/', 'POST');
export const patchPageSettings = /* @__PURE__ */ endpoint<{ body: typeof PAGE_SETTINGS_BODY; answer: PageSettings }>()('/{lang}/pageeditor-api/pages/:id/', 'PATCH');
