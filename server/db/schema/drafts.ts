/**
 * Preview links and approval requests of page drafts. Neither is content:
 * no content-version trigger, so making a link or asking for approval never empties a cache.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';
import { pages } from './content';

/** 'Vorschau teilen': the token itself is never stored, only its SHA-256. */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('preview_links_token_idx').on(t.tokenHash), index('preview_links_page_idx').on(t.pageId)],
);

export const APPROVAL_STATES = ['requested', 'returned'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** One open conversation per page: an editor's request, or a publisher's answer sending it back. Gone once published. */
export const pageApprovals = pgTable('page_approvals', {
  pageId: integer('page_id')
    .primaryKey()
    .references(() => pages.id, { onDelete: 'cascade' }),
  state: text('state', { enum: APPROVAL_STATES }).notNull(),
  requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  message: text('message').notNull().default(''),
  answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  comment: text('comment').notNull().default(''),
});
