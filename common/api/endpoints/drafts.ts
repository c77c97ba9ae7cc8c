/**
 * Drafts, publishing and preview links of a page (common/api/drafts.ts; the contract:
 * common/api/endpoints/index.ts), a module of their own: only the editor's lazy publish panel calls
 * them, and its chunk carries them. Publish and discard take no body.
 */
import { endpoint } from '../contract';
import type { APPROVAL_REQUEST_BODY, PREVIEW_BODY, SCHEDULE_BODY, SEND_BACK_BODY } from '../body-schemas';
import type { CreatedPreviewLink, DraftStatus, PreviewLink } from '../drafts';

type Action<Body> = { body: Body; answer: DraftStatus };

/** The draft against the published page. */
export const draft = /* @__PURE__ */ endpoint<{ answer: DraftStatus }>()('/{lang}/pageeditor-api/pages/:id/draft/');
export const publish = /* @__PURE__ */ endpoint<{ answer: DraftStatus }>()('/{lang}/pageeditor-api/pages/:id/publish/', 'POST');
export const discard = /* @__PURE__ */ endpoint<{ answer: DraftStatus }>()('/{lang}/pageeditor-api/pages/:id/discard/', 'POST');
/** Publish at a time; `at: null` cancels. */
export const schedule = /* @__PURE__ */ endpoint<Action<typeof SCHEDULE_BODY>>()('/{lang}/pageeditor-api/pages/:id/schedule/', 'POST');
/** 'Zur Freigabe senden'. */
export const requestApproval = /* @__PURE__ */ endpoint<Action<typeof APPROVAL_REQUEST_BODY>>()('/{lang}/pageeditor-api/pages/:id/request-approval/', 'POST');
/** A publisher sends the request back. */
export const sendBack = /* @__PURE__ */ endpoint<Action<typeof SEND_BACK_BODY>>()('/{lang}/pageeditor-api/pages/:id/send-back/', 'POST');

// Preview links: those that still open; a new one (201, its address told only here); revoking one (204)
export const previewLinks = /* @__PURE__ */ endpoint<{ answer: PreviewLink[] }>()('/{lang}/pageeditor-api/pages/:id/previews/');
export const createPreviewLink = /* @__PURE__ */ endpoint<{ body: typeof PREVIEW_BODY; answer: CreatedPreviewLink }>()('/{lang}/pageeditor-api/pages/:id/previews/', 'POST');
export const revokePreviewLink = /* @__PURE__ */ endpoint<{ answer: void }>()('/{lang}/pageeditor-api/pages/:id/previews/:link/', 'DELETE');
