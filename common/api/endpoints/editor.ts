/** The page editor's calls (SPEC §7 module and container calls; the contract: common/api/endpoints/index.ts). */
import { endpoint } from '../contract';
import type {
  CONTAINER_CREATE_BODY,
  MODULE_CREATE_BODY,
  MODULE_MOVE_BODY,
  MODULE_UPDATE_BODY,
  PRESENCE_BODY,
  SECTION_CREATE_BODY,
  SECTION_MOVE_BODY,
  SECTION_UPDATE_BODY,
} from '../body-schemas';
import type { EditorModule, EditorSection } from '../editor';
import { PRESENCE_PATH, type PresenceAnswer } from '../versions';

/** Who else has the page open (a heartbeat), or that this editor left it. */
export const presence = /* @__PURE__ */ endpoint<{ body: typeof PRESENCE_BODY; answer: PresenceAnswer }>()(PRESENCE_PATH, 'POST');

// Modules (common/api/editor.ts "Modules"): POST `{id}/` saves all of `data`, PATCH the keys sent; a duplicate
// takes no body (the server reads none); a DELETE answers 204.
export const module = /* @__PURE__ */ endpoint<{ answer: EditorModule }>()('/{lang}/pageeditor-api/modules/:id/');
export const createModule = /* @__PURE__ */ endpoint<{ body: typeof MODULE_CREATE_BODY; answer: EditorModule }>()('/{lang}/pageeditor-api/modules/', 'POST');
export const saveModule = /* @__PURE__ */ endpoint<{ body: typeof MODULE_UPDATE_BODY; answer: EditorModule }>()('/{lang}/pageeditor-api/modules/:id/', 'POST');
export const patchModule = /* @__PURE__ */ endpoint<{ body: typeof MODULE_UPDATE_BODY; answer: EditorModule }>()('/{lang}/pageeditor-api/modules/:id/', 'PATCH');
export const moveModule = /* @__PURE__ */ endpoint<{ body: typeof MODULE_MOVE_BODY; answer: EditorModule }>()('/{lang}/pageeditor-api/modules/:id/move/', 'POST');
export const duplicateModule = /* @__PURE__ */ endpoint<{ answer: EditorModule }>()('/{lang}/pageeditor-api/modules/:id/duplicate/', 'POST');
export const deleteModule = /* @__PURE__ */ endpoint<{ answer: void }>()('/{lang}/pageeditor-api/modules/:id/', 'DELETE');

// Sections and containers (common/api/editor.ts "Sections and containers")
export const section = /* @__PURE__ */ endpoint<{ answer: EditorSection }>()('/{lang}/pageeditor-api/sections/:slug/');
export const createSection = /* @__PURE__ */ endpoint<{ body: typeof SECTION_CREATE_BODY; answer: EditorSection }>()('/{lang}/pageeditor-api/sections/', 'POST');
export const saveSection = /* @__PURE__ */ endpoint<{ body: typeof SECTION_UPDATE_BODY; answer: EditorSection }>()('/{lang}/pageeditor-api/sections/:slug/', 'POST');
export const patchSection = /* @__PURE__ */ endpoint<{ body: typeof SECTION_UPDATE_BODY; answer: EditorSection }>()('/{lang}/pageeditor-api/sections/:slug/', 'PATCH');
export const moveSection = /* @__PURE__ */ endpoint<{ body: typeof SECTION_MOVE_BODY; answer: EditorSection }>()('/{lang}/pageeditor-api/sections/:slug/move/', 'POST');
export const duplicateSection = /* @__PURE__ */ endpoint<{ answer: EditorSection }>()('/{lang}/pageeditor-api/sections/:slug/duplicate/', 'POST');
export const deleteSection = /* @__PURE__ */ endpoint<{ answer: void }>()('/{lang}/pageeditor-api/sections/:slug/', 'DELETE');
/** The initial empty container of a programme entity after a 404 by slug (SPEC §4); 200 with the existing one when it is there. */
export const createContainer = /* @__PURE__ */ endpoint<{ body: typeof CONTAINER_CREATE_BODY; answer: EditorSection }>()('/{lang}/pageeditor-api/container/', 'POST');
