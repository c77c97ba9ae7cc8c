/**
 * Recording, listing and restoring page versions. Every recorded save bumps the
 * page's revision; autosaves of one author within AUTOSAVE_GROUP_MS grow one version instead of many;
 * a restore applies an old snapshot and records a new version, so nothing is ever destroyed.
 * Decisions: DECISIONS "Working together, scheduling and bilingual care".
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { RestoreResult, VersionList, VersionSummary } from '../../../common/api/versions';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { pages, pageVersions, users, type VersionKind } from '../../db/schema';
import { notFound } from '../../errors';
import { diffSnapshots, summaryOf } from './diff';
import { applySnapshot, takeSnapshot } from './snapshot';

/** Autosaves of one author closer together than this are one version in the list. */
export const AUTOSAVE_GROUP_MS = 10 * 60 * 1000;

type VersionRow = typeof pageVersions.$inferSelect;

const toSummary = (row: VersionRow, author: string | null, lang: Lang): VersionSummary => ({
  number: row.number,
  kind: row.kind,
  author,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  restored_from: row.restoredFrom,
  summary: row.summary[lang] ?? row.summary.de,
});

const authorName = (u: { firstName: string; lastName: string; username: string } | null) =>
  u ? `${u.firstName} ${u.lastName}`.trim() || u.username : null;

async function latest(db: Db, pageId: number): Promise<VersionRow | null> {
  const [row] = await db.select().from(pageVersions).where(eq(pageVersions.pageId, pageId)).orderBy(desc(pageVersions.number)).limit(1);
  return row ?? null;
}

export interface RecordOptions {
  pageId: number;
  authorId: number | null;
  kind?: VersionKind;
  restoredFrom?: number;
  now?: Date;
}

/**
 * Records the page as it is now. Returns the version, or null when nothing changed since the last one
 * (a save that changed nothing is no version). Call it in the same transaction as the write.
 */
export async function recordVersion(db: Db, { pageId, authorId, kind = 'save', restoredFrom, now = new Date() }: RecordOptions): Promise<VersionRow | null> {
  // One writer per page at a time: concurrent saves must not take the same number.
  await db.execute(sql`select id from pages where id = ${pageId} for update`);
  const snapshot = await takeSnapshot(db, pageId);
  if (!snapshot) throw notFound();
  const last = await latest(db, pageId);
  // A restore, the starting point and a publish are recorded even when the content did not change.
  const marks = kind === 'restore' || kind === 'start' || kind === 'publish';
  if (last && !marks && diffSnapshots(last.snapshot, snapshot, 'de').length === 0) return null;
  const summary = summaryOf(last?.snapshot ?? null, snapshot);

  const grouped = last && kind === 'autosave' && last.kind === 'autosave' && last.authorId === authorId && now.getTime() - last.updatedAt.getTime() < AUTOSAVE_GROUP_MS;
  let row: VersionRow;
  if (grouped) {
    // The group's summary says what changed since the version before the group.
    const [before] = await db
      .select()
      .from(pageVersions)
      .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.number, last.number - 1)))
      .limit(1);
    [row] = (await db
      .update(pageVersions)
      .set({ snapshot, summary: summaryOf(before?.snapshot ?? null, snapshot), updatedAt: now })
      .where(eq(pageVersions.id, last.id))
      .returning()) as [VersionRow];
  } else {
    [row] = (await db
      .insert(pageVersions)
      .values({ pageId, number: (last?.number ?? 0) + 1, authorId, kind, restoredFrom: restoredFrom ?? null, summary, snapshot, createdAt: now, updatedAt: now })
      .returning()) as [VersionRow];
  }
  if (!marks) await db.update(pages).set({ revision: sql`${pages.revision} + 1` }).where(eq(pages.id, pageId));
  return row;
}

export async function listVersions(db: Db, pageId: number, lang: Lang): Promise<VersionList> {
  const [page] = await db.select({ revision: pages.revision }).from(pages).where(eq(pages.id, pageId)).limit(1);
  if (!page) throw notFound();
  const rows = await db
    .select({ version: pageVersions, author: { firstName: users.firstName, lastName: users.lastName, username: users.username } })
    .from(pageVersions)
    .leftJoin(users, eq(users.id, pageVersions.authorId))
    .where(eq(pageVersions.pageId, pageId))
    .orderBy(desc(pageVersions.number));
  return { revision: page.revision, results: rows.map((r) => toSummary(r.version, authorName(r.author), lang)) };
}

export async function findVersion(db: Db, pageId: number, number: number): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.number, number)))
    .limit(1);
  return row ?? null;
}

/** Makes the page equal to version `number` and records that as a new version "restored from". */
export async function restoreVersion(db: Db, pageId: number, number: number, author: { id: number; firstName: string; lastName: string; username: string }, lang: Lang): Promise<RestoreResult> {
  return db.transaction(async (tx) => {
    const source = await findVersion(tx, pageId, number);
    if (!source) throw notFound('This version does not exist.');
    await applySnapshot(tx, pageId, source.snapshot);
    const row = await recordVersion(tx, { pageId, authorId: author.id, kind: 'restore', restoredFrom: number });
    const restoredLabel = { de: `Wiederhergestellt aus Version ${number}`, en: `Restored from version ${number}` };
    const [labelled] = await tx
      .update(pageVersions)
      .set({ summary: restoredLabel })
      .where(eq(pageVersions.id, row!.id))
      .returning();
    const [page] = await tx.select({ revision: pages.revision }).from(pages).where(eq(pages.id, pageId));
    return { version: toSummary(labelled!, authorName(author), lang), revision: page!.revision };
  });
}
