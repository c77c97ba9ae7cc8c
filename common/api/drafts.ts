/**
 * Drafts and publishing of a page: editors save into the page's draft; visitors see the
 * published version until 'Veröffentlichen'. The calls are page actions of the editor API
 * (common/api/endpoints/drafts.ts): GET `draft`, POST `publish`, `discard`, `schedule`.
 */
import type { VersionChange } from './versions';

export type DraftAction = 'draft' | 'publish' | 'discard' | 'schedule' | 'request-approval' | 'send-back';

/** Where a page stands between its draft and what visitors see. */
export interface DraftStatus {
  page: number;
  /** False until the first publish: no visitor sees the page, whatever its online flag says. */
  published: boolean;
  /** The draft against the published page; empty when there is nothing to publish. */
  changes: VersionChange[];
  /** Who made the draft's changes, by name. */
  authors: string[];
  published_at: string | null;
  /** 'Veröffentlichen am …': when the background job publishes the draft, null when not set. */
  publish_at: string | null;
  /** Approval. */
  approval: ApprovalInfo;
}

/** 'requested': sent for approval ('Zur Freigabe senden'); 'returned': a publisher sent it back with a comment. */
export type ApprovalState = 'requested' | 'returned';

export interface ApprovalInfo {
  /** 'Freigabe erforderlich' is on for the site. */
  required: boolean;
  /** The signed-in account may publish (and schedule) this page: publishers and admins, and editors while approval is off. */
  may_publish: boolean;
  /** The account may answer a request: publish it or send it back. */
  may_approve: boolean;
  state: ApprovalState | null;
  /** The editor's message with the request. */
  message: string;
  requested_by: string | null;
  requested_at: string | null;
  /** The publisher's comment when sending it back. */
  comment: string;
  answered_by: string | null;
  answered_at: string | null;
}

/** POST request-approval/ */
export interface ApprovalRequestInput {
  message: string;
}

/** POST send-back/: the comment is required (the editor must learn what to change). */
export interface SendBackInput {
  comment: string;
}

/** A page waiting for approval, as the dashboard lists it. */
export interface ApprovalRequestItem {
  page: number;
  title: string;
  path: string;
  message: string;
  requested_by: string | null;
  requested_at: string;
}

export const APPROVAL_TEXT_MAX = 2000;

/** POST schedule/: a time (ISO 8601, with offset) or null to cancel. */
export interface ScheduleInput {
  at: string | null;
}

/**
 * 'Vorschau teilen': a link that shows the page's draft to anyone who has it,
 * without signing in, until it expires or is revoked. Page actions `previews` (GET list, POST make)
 * and `previews/{id}` (DELETE revokes). The token is in the link only; the server keeps its hash.
 */
export const PREVIEW_DAYS_DEFAULT = 7;
export const PREVIEW_DAYS_MAX = 90;

/** POST previews/: how many days the link works (1–90, default 7). */
export interface PreviewInput {
  days?: number;
}

export interface PreviewLink {
  id: number;
  created_at: string;
  expires_at: string;
  /** Who made it, by name; null when that account is gone. */
  created_by: string | null;
}

/** The answer to POST previews/: the only time the link's address is told. */
export interface CreatedPreviewLink extends PreviewLink {
  /** The address to share, e.g. `/de/preview/…` (the site's origin in front of it). */
  path: string;
}

/** The address of a preview link, in the language it opens in (both work for the same token). */
export const previewPath = (lang: 'de' | 'en', token: string) => `/${lang}/preview/${token}`;
/** A token as made by the server: 32 random bytes, base64url. */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
