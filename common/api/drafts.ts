/**
 * Drafts and publishing of a page (issue #19): editors save into the page's draft; visitors see the
 * published version until 'Veröffentlichen'. The calls are page actions of the editor API
 * (`resourceUrl(lang, 'pages', id, action)`): GET `draft`, POST `publish`, `discard`, `schedule`.
 */
import type { VersionChange } from './versions';

export type DraftAction = 'draft' | 'publish' | 'discard' | 'schedule';

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
}

/** POST schedule/: a time (ISO 8601, with offset) or null to cancel. */
export interface ScheduleInput {
  at: string | null;
}
