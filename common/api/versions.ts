/**
 * Page versions, their diff and editor presence: the shapes the server answers and the
 * editor reads; their addresses are in the contract (common/api/endpoints/versions.ts).
 */
import type { Lang } from '../routes';

export const PRESENCE_PATH = '/pageeditor-api/presence/';

/**
 * Editors send a heartbeat this often; a colleague vanishes after PRESENCE_TTL_S without one. A tab
 * that vanished without saying goodbye is gone from the others' lists within TTL + heartbeat = 60 s
 * ("gone within a minute"); the TTL leaves a late heartbeat 20 s of slack.
 */
export const PRESENCE_HEARTBEAT_S = 20;
export const PRESENCE_TTL_S = 40;

/** 'start': the page before its first edit; 'publish': the draft made public. */
export type VersionKind = 'save' | 'autosave' | 'restore' | 'start' | 'publish';

export interface VersionSummary {
  number: number;
  kind: VersionKind;
  author: string | null;
  created_at: string;
  updated_at: string;
  restored_from: number | null;
  /** What changed, in one line, in the requested language. */
  summary: string;
}

export interface VersionList {
  /** The page's current revision: what a save sends back as If-Match. */
  revision: number;
  results: VersionSummary[];
}

/** A word-level diff of one text: unchanged, added and removed runs in order. */
export interface WordPart {
  value: string;
  added?: true;
  removed?: true;
}

export interface FieldChange {
  field: string;
  /** The field's label in the requested language (a module field's form label), else its name. */
  label: string;
  /** The language of a translatable field, null for a language-neutral one. */
  lang: Lang | null;
  before: string;
  after: string;
  words: WordPart[];
}

export type ChangeStatus = 'added' | 'removed' | 'changed' | 'moved';

export interface VersionChange {
  scope: 'page' | 'section' | 'module';
  id: number;
  /** The module's name ("Überschrift"), "Abschnitt" or "Seite", in the requested language. */
  label: string;
  status: ChangeStatus;
  fields: FieldChange[];
  /** An added or removed section in words ("Zwei Spalten mit Text und Bild"), instead of its fields. */
  detail?: string;
}

export interface VersionDiff {
  from: number;
  to: number;
  changes: VersionChange[];
}

export interface RestoreResult {
  version: VersionSummary;
  revision: number;
}

export interface PresentEditor {
  id: number;
  name: string;
  seen_at: string;
}

export interface PresenceAnswer {
  /** Everyone else who has the page open, without the caller. */
  editors: PresentEditor[];
}

/**
 * The 409 of a stale save: the page moved on since the revision the
 * editor's `If-Match` named. `changes` is what happened since then (empty when that is not known);
 * sending the save again with `If-Match: *` overwrites knowingly.
 */
export interface StaleSaveBody {
  message: string;
  statusCode: 409;
  stale: true;
  current_revision: number;
  /** Who saved last, and when (ISO). */
  changed_by: string | null;
  changed_at: string | null;
  changes: VersionChange[];
}

export const isStaleSave = (body: unknown): body is StaleSaveBody =>
  typeof body === 'object' && body !== null && (body as { stale?: unknown }).stale === true && Array.isArray((body as { changes?: unknown }).changes);

/** The header that carries the revision a save started from, and its "overwrite anyway" value. */
export const IF_MATCH = 'If-Match';
export const OVERWRITE = '*';
