/**
 * The audit log's writes, reads and retention. One table, `admin_activity`, is both
 * the dashboard's "recent activity" and the audit: one source of truth. Entries are written, never
 * changed (migration 0033's trigger refuses updates), and deleted only by the retention purge.
 * Decisions: DECISIONS "Audit log".
 */
import { and, count, desc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminActivity, type ActivityDetail } from '../../db/schema';

export interface AuditRecord {
  /** The account that acted; null for a failed sign-in with an unknown name. */
  user: { id: number; username: string } | null;
  kind: string;
  action: string;
  itemId?: number | null;
  title?: string;
  detail?: ActivityDetail | null;
  address?: string | null;
}

/** Writes one entry; pass the transaction of the write it records wherever there is one. */
export async function recordAudit(db: Db, entry: AuditRecord): Promise<void> {
  await db.insert(adminActivity).values({
    userId: entry.user?.id ?? null,
    username: entry.user?.username ?? '',
    collection: entry.kind,
    itemId: entry.itemId ?? null,
    action: entry.action,
    title: entry.title ?? '',
    detail: entry.detail ?? null,
    address: entry.address ?? null,
  });
}

export interface AuditFilter {
  userId?: number;
  kind?: string;
  from?: Date;
  /** Exclusive. */
  until?: Date;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.userId === undefined ? undefined : eq(adminActivity.userId, filter.userId),
    filter.kind === undefined ? undefined : eq(adminActivity.collection, filter.kind),
    filter.from === undefined ? undefined : gte(adminActivity.at, filter.from),
    filter.until === undefined ? undefined : lt(adminActivity.at, filter.until),
  );
}

export async function auditPage(db: Db, filter: AuditFilter, page: number, pageSize: number) {
  const where = whereOf(filter);
  const [rows, [total], people, kinds] = await Promise.all([
    db
      .select()
      .from(adminActivity)
      .where(where)
      .orderBy(desc(adminActivity.at), desc(adminActivity.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(adminActivity).where(where),
    db.selectDistinct({ id: adminActivity.userId, name: adminActivity.username }).from(adminActivity).where(isNotNull(adminActivity.userId)),
    db.selectDistinct({ kind: adminActivity.collection }).from(adminActivity),
  ]);
  return { rows, count: Number(total?.n ?? 0), people: people as { id: number; name: string }[], kinds: kinds.map((k) => k.kind) };
}

/** Deletes entries older than the retention; returns how many went. */
export async function purgeAudit(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  const gone = await db.delete(adminActivity).where(lt(adminActivity.at, before)).returning({ id: adminActivity.id });
  return gone.length;
}
