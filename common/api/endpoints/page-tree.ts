/**
 * The page tree, its menu entries and a new page (common/api/page-tree.ts; the contract:
 * common/api/endpoints/index.ts), a module of their own for the editor's lazy 'Neue Seite' and
 * page tree dialogs.
 */
import { endpoint } from '../contract';
import type { PAGE_CREATE_BODY, PAGE_MENU_BODY, PAGE_MOVE_BODY } from '../body-schemas';
import type { PageSettings } from '../editor';
import type { AddressCheck, PageTreeNode } from '../page-tree';
import type { ADDRESS_CHECK_QUERY } from '../query-schemas';

export const pageTree = /* @__PURE__ */ endpoint<{ answer: PageTreeNode[] }>()('/{lang}/pageeditor-api/page-tree/');
/** Whether an address is free and well-formed, before the page is made. */
export const addressCheck = /* @__PURE__ */ endpoint<{ query: typeof ADDRESS_CHECK_QUERY; answer: AddressCheck }>()('/{lang}/pageeditor-api/page-tree/address/');
/** Both answer the whole tree again. */
export const movePage = /* @__PURE__ */ endpoint<{ body: typeof PAGE_MOVE_BODY; answer: PageTreeNode[] }>()('/{lang}/pageeditor-api/page-tree/:id/move/', 'POST');
export const pageMenu = /* @__PURE__ */ endpoint<{ body: typeof PAGE_MENU_BODY; answer: PageTreeNode[] }>()('/{lang}/pageeditor-api/page-tree/:id/menu/', 'POST');
/** A new page (201), `urls` and `title.de` required. */
export const createPage = /* @__PURE__ */ endpoint<{ body: typeof PAGE_CREATE_BODY; answer: PageSettings }>()('/{lang}/pageeditor-api/pages/', 'POST');
