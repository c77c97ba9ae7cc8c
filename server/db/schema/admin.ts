/**
 * The admin's activity log, which is also the audit log: one
 * row per write of a signed-in user (hub, page editor, accounts, settings, publishing), per sign-in
 * and failed sign-in and per export, so the dashboard and the audit list say who changed what and
 * when. The name and title are copied, so the log still reads after the account or the item is gone.
 * Rows are never changed (migration 0033's trigger); the retention purge deletes old ones.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export type ActivityAction = 'create' | 'update' | 'delete';

/** What else the words of an entry need: the fields a change touched, a version, a time, a reason. */
export interface ActivityDetail {
  fields?: string[];
  /** A page-editor write: the page it belongs to. */
  page?: { id: number; title: string };
  version?: number;
  /** A scheduled publication (ISO time), null when cancelled. */
  at?: string | null;
  /** Why a sign-in failed. */
  reason?: 'invalid' | 'disabled' | 'locked' | 'code-invalid' | 'expired';
  /** A sign-in that took a second factor. */
  secondFactor?: boolean;
  count?: number;
}

export const adminActivity = pgTable(
  'admin_activity',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    collection: text('collection').notNull(),
    /** Null where there is no item (a sign-in). */
    itemId: integer('item_id'),
    /** ActivityAction for collection writes; the audit's other actions (common/api/audit.ts) beside. */
    action: text('action').$type<ActivityAction | (string & {})>().notNull(),
    title: text('title').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    detail: jsonb('detail').$type<ActivityDetail>(),
    /** The client's address, for sign-ins only. */
    address: text('address'),
  },
  (t) => [index('admin_activity_at_idx').on(t.at), index('admin_activity_item_idx').on(t.collection, t.itemId), index('admin_activity_user_idx').on(t.userId, t.at)],
);
