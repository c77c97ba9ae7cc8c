/**
 * Page versions and editor presence. A version is the whole page — its settings row, its
 * sections and their modules, both languages — as the database held it after a save, so restoring one
 * never depends on how the editor that wrote it worked. Nothing is ever destroyed: a restore adds a
 * version of its own.
 */
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';
import { pages } from './content';

/** 'start': the page before its first edit; 'publish': the draft made public. */
export const VERSION_KINDS = ['save', 'autosave', 'restore', 'start', 'publish'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

/** Rows as `to_jsonb` gives them (snake_case columns), so any column added later is kept too. */
export interface PageSnapshot {
  page: Record<string, unknown>;
  sections: Record<string, unknown>[];
  modules: Record<string, unknown>[];
}

export const pageVersions = pgTable(
  'page_versions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per page: what editors call "version 3". */
    number: integer('number').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: VERSION_KINDS }).notNull().default('save'),
    /** The version number a restore brought back. */
    restoredFrom: integer('restored_from'),
    /** What changed, in one line, in German and English. */
    summary: jsonb('summary').$type<{ de: string; en: string }>().notNull(),
    snapshot: jsonb('snapshot').$type<PageSnapshot>().notNull(),
    createdAt: createdAt(),
    /** Autosaves of one author are grouped into one version; this is when the group last grew. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('page_versions_page_number_idx').on(t.pageId, t.number), index('page_versions_page_idx').on(t.pageId, t.createdAt)],
);

/** Who has a page open in the editor: a heartbeat at most every 30 s, gone after a minute without one. */
export const editorPresence = pgTable(
  'editor_presence',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.userId] })],
);

/**
 * A page as it was before its first recorded version (seeded or imported content), kept so a stale
 * save on a page that was never saved in the editor can still say what the colleague changed
 *. Not a version: the version list never shows it.
 */
export const pageBaselines = pgTable('page_baselines', {
  pageId: integer('page_id')
    .primaryKey()
    .references(() => pages.id, { onDelete: 'cascade' }),
  /** The page's revision when it was taken: editors who started from it compare against this. */
  revision: integer('revision').notNull(),
  snapshot: jsonb('snapshot').$type<PageSnapshot>().notNull(),
  createdAt: createdAt(),
});
