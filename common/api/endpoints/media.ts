/**
 * The media library and the link picker (common/api/editor.ts "Media", "Links"; the contract:
 * common/api/endpoints/index.ts), a module of their own for the editor's field widgets and media dialog.
 */
import { endpoint } from '../contract';
import type { MEDIA_PATCH_BODY } from '../body-schemas';
import type { LinkTarget, MediaItem, MediaList } from '../editor';
import type { LINK_RESOLVE_QUERY, LINK_SEARCH_QUERY, MEDIA_QUERY } from '../query-schemas';

/** Newest first; `q` searches name, alt and credit. */
export const mediaList = /* @__PURE__ */ endpoint<{ query: typeof MEDIA_QUERY; answer: MediaList }>()('/{lang}/pageeditor-api/media/');
export const mediaItem = /* @__PURE__ */ endpoint<{ answer: MediaItem }>()('/{lang}/pageeditor-api/media/:id/');
export const patchMedia = /* @__PURE__ */ endpoint<{ body: typeof MEDIA_PATCH_BODY; answer: MediaItem }>()('/{lang}/pageeditor-api/media/:id/', 'PATCH');
/** multipart/form-data (common/api/editor.ts MEDIA_UPLOAD_FIELD), sent with XMLHttpRequest for its progress (editor/media/upload.ts). */
export const uploadMedia = /* @__PURE__ */ endpoint<{ answer: MediaItem }>()('/{lang}/pageeditor-api/media/', 'POST');

/** At most 20, for the picker's search as you type. */
export const linkTargets = /* @__PURE__ */ endpoint<{ query: typeof LINK_SEARCH_QUERY; answer: LinkTarget[] }>()('/{lang}/pageeditor-api/links/');
/** A stored reference's preview; 404 when it is gone. */
export const resolveLink = /* @__PURE__ */ endpoint<{ query: typeof LINK_RESOLVE_QUERY; answer: LinkTarget }>()('/{lang}/pageeditor-api/links/resolve/');
