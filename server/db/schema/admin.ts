/**
 * The admin's activity log (issue #12 point 4 "activity"): one row per write through the content
 * admin, so the dashboard can say who changed what and when. The name and title are copied, so the
 * log still reads after the account or the item is gone.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export type ActivityAction = 'create' | 'update' | 'delete';

export const adminActivity = pgTable(
  'admin_activity',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    collection: text('collection').notNull(),
    itemId: integer('item_id').notNull(),
    action: text('action').$type<ActivityAction>().notNull(),
    title: text('title').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_activity_at_idx').on(t.at), index('admin_activity_item_idx').on(t.collection, t.itemId)],
);
