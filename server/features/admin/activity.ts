/** The activity log's writes and reads (the audit log too). */
import { and, desc, inArray } from 'drizzle-orm';
import { COLLECTIONS } from '../../../common/collections/registry';
import type { Db } from '../../db/client';
import { adminActivity, type ActivityAction } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/audit-service';

/** A write through the hub; `db` is the write's transaction, so the entry and the write commit together. */
export async function recordActivity(db: Db, user: SessionUser, collection: string, itemId: number, action: ActivityAction, title: string, fields?: string[]): Promise<void> {
  await recordAudit(db, { user, kind: collection, action, itemId, title, detail: fields?.length ? { fields } : null });
}

/** The dashboard's "recent": the hub's collection writes, not sign-ins or page-editor steps. */
export async function recentActivity(db: Db, limit: number) {
  return db
    .select()
    .from(adminActivity)
    .where(and(inArray(adminActivity.action, ['create', 'update', 'delete']), inArray(adminActivity.collection, COLLECTIONS.map((c) => c.slug))))
    .orderBy(desc(adminActivity.at), desc(adminActivity.id))
    .limit(limit);
}
