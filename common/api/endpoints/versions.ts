/**
 * Page versions (DECISIONS "Working together, scheduling and bilingual care"; the contract:
 * common/api/endpoints/index.ts), a module of their own: only the editor's lazy versions dialog
 * calls them, and its chunk carries them.
 */
import { endpoint } from '../contract';
import type { LANG_QUERY, VERSION_DIFF_QUERY } from '../query-schemas';
import type { RestoreResult, VersionDiff, VersionList } from '../versions';

/** The list, newest first, with the page's revision. */
export const versions = /* @__PURE__ */ endpoint<{ query: typeof LANG_QUERY; answer: VersionList }>()('/pageeditor-api/pages/:id/versions/');
/** Field by field, word by word. */
export const versionDiff = /* @__PURE__ */ endpoint<{ query: typeof VERSION_DIFF_QUERY; answer: VersionDiff }>()('/pageeditor-api/pages/:id/versions/diff/');
/** Makes the page equal version `number` (a new version); the server reads no body. */
export const restoreVersion = /* @__PURE__ */ endpoint<{ query: typeof LANG_QUERY; answer: RestoreResult }>()('/pageeditor-api/pages/:id/versions/:number/restore/', 'POST');
