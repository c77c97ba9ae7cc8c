/** Who else has a page open in the editor: a heartbeat row per editor and page. */
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { PRESENCE_TTL_S, type PresentEditor } from '../../../common/api/versions';
import type { Db } from '../../db/client';
import { editorPresence, pages, users } from '../../db/schema';
import { notFound } from '../../errors';

export async function heartbeat(db: Db, pageId: number, userId: number, now = new Date()): Promise<PresentEditor[]> {
  const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId)).limit(1);
  if (!page) throw notFound();
  const cutoff = new Date(now.getTime() - PRESENCE_TTL_S * 1000);
  await db
    .insert(editorPresence)
    .values({ pageId, userId, seenAt: now })
    .onConflictDoUpdate({ target: [editorPresence.pageId, editorPresence.userId], set: { seenAt: now } });
  // Stale rows go with the next heartbeat on the page: the table stays as small as the open tabs.
  await db.delete(editorPresence).where(and(eq(editorPresence.pageId, pageId), lt(editorPresence.seenAt, cutoff)));
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, username: users.username, seenAt: editorPresence.seenAt })
    .from(editorPresence)
    .innerJoin(users, eq(users.id, editorPresence.userId))
    .where(and(eq(editorPresence.pageId, pageId), ne(editorPresence.userId, userId), gt(editorPresence.seenAt, cutoff)))
    .orderBy(sql`${users.firstName}, ${users.lastName}`);
  return rows.map((r) => ({ id: r.id, name: `${r.first} ${r.last}`.trim() || r.username, seen_at: r.seenAt.toISOString() }));
}

/** Leaving the page (the editor's `pagehide`) removes the row at once. */
export async function leave(db: Db, pageId: number, userId: number): Promise<void> {
  await db.delete(editorPresence).where(and(eq(editorPresence.pageId, pageId), eq(editorPresence.userId, userId)));
}
