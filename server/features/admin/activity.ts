/** The activity log's writes and reads (issue #12 point 4 "activity"). */
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminActivity, type ActivityAction } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';

export async function recordActivity(db: Db, user: SessionUser, collection: string, itemId: number, action: ActivityAction, title: string): Promise<void> {
  await db.insert(adminActivity).values({ userId: user.id, username: user.username, collection, itemId, action, title });
}

export async function recentActivity(db: Db, limit: number) {
  return db.select().from(adminActivity).orderBy(desc(adminActivity.at), desc(adminActivity.id)).limit(limit);
}
