/**
 * Checking a save against the revision the editor started from.
 * Runs first in the write's transaction and locks the page row, so two saves of one page never pass
 * the check together. A stale save is refused only when the colleague's changes touch what it writes:
 * two editors working on different modules of one page both get through, and the second one's page
 * shows the first one's work after its refresh.
 * Decisions: DECISIONS "Working together, scheduling and bilingual care".
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { VersionChange } from '../../../common/api/versions';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { pageBaselines, pageVersions, users, type PageSnapshot } from '../../db/schema';
import { notFound } from '../../errors';
import { diffSnapshots } from './diff';
import { StaleSaveError } from './revision';
import { takeSnapshot } from './snapshot';
import { ensureStartingPoint } from '../drafts/draft-service';
import { rowsOf } from '../../db/rows';

/** What a write changes: the page's settings, one module (its content, or its place), one section, or the order of sections. */
export type WriteTarget =
  /** Something new (a module, a section, a copy): it overwrites nothing. */
  | { kind: 'new' }
  | { kind: 'page' }
  | { kind: 'module'; id: number; placement?: boolean }
  | { kind: 'section'; id: number }
  | { kind: 'section-order' };

async function lockRevision(db: Db, pageId: number): Promise<number> {
  const [row] = rowsOf<{ revision: number }>(await db.execute(sql`select revision from pages where id = ${pageId} for update`));
  if (!row) throw notFound();
  return Number(row.revision);
}

/** The page before its first version: a page still at revision 1 was never saved through the editor. */
async function keepBaseline(db: Db, pageId: number, revision: number): Promise<void> {
  if (revision !== 1) return;
  const [kept] = await db.select({ id: pageBaselines.pageId }).from(pageBaselines).where(eq(pageBaselines.pageId, pageId)).limit(1);
  if (kept) return;
  const snapshot = await takeSnapshot(db, pageId);
  if (snapshot) await db.insert(pageBaselines).values({ pageId, revision, snapshot }).onConflictDoNothing();
}

/**
 * The page as it was at `revision`. A save's version is snapshotted before its revision bump, a
 * restore's after it (version-service.ts), so the revision a version left the page at is its
 * snapshot's, plus one for saves. Grouped autosaves keep only their last state: an editor who started
 * in the middle of a group is compared with the version before it, which shows a little more.
 */
async function snapshotAt(db: Db, pageId: number, revision: number): Promise<PageSnapshot | null> {
  const [version] = rowsOf<{ snapshot: PageSnapshot }>(
    await db.execute(sql`
      select snapshot from page_versions
      where page_id = ${pageId}
        and coalesce((snapshot->'page'->>'revision')::int, 0) + (case when kind in ('restore', 'start', 'publish') then 0 else 1 end) <= ${revision}
      order by number desc limit 1`),
  );
  if (version) return version.snapshot;
  const [baseline] = await db.select().from(pageBaselines).where(eq(pageBaselines.pageId, pageId)).limit(1);
  return baseline && baseline.revision <= revision ? baseline.snapshot : null;
}

/** Modules that sit in section `id` in either snapshot. */
function modulesIn(sectionId: number, ...snapshots: PageSnapshot[]): Set<number> {
  const ids = new Set<number>();
  for (const snapshot of snapshots) for (const m of snapshot.modules) if (m.section_id === sectionId) ids.add(m.id as number);
  return ids;
}

/** Whether the colleague's changes touch what this write changes (then it would overwrite them). */
export function touches(changes: VersionChange[], target: WriteTarget, moduleIdsOfSection: Set<number> = new Set()): boolean {
  switch (target.kind) {
    case 'new':
      return false;
    case 'page':
      return changes.some((c) => c.scope === 'page');
    case 'module':
      // A module only renumbered by a colleague's move next to it keeps its content: no conflict for an edit.
      return changes.some((c) => c.scope === 'module' && c.id === target.id && (target.placement || c.status !== 'moved'));
    case 'section':
      return changes.some((c) => (c.scope === 'section' && c.id === target.id) || (c.scope === 'module' && moduleIdsOfSection.has(c.id)));
    case 'section-order':
      return changes.some((c) => c.scope === 'section' && c.status !== 'changed');
  }
}

async function lastAuthor(db: Db, pageId: number): Promise<{ by: string | null; at: string | null }> {
  const [row] = await db
    .select({ at: pageVersions.updatedAt, first: users.firstName, last: users.lastName, username: users.username })
    .from(pageVersions)
    .leftJoin(users, eq(users.id, pageVersions.authorId))
    .where(eq(pageVersions.pageId, pageId))
    .orderBy(desc(pageVersions.number))
    .limit(1);
  if (!row) return { by: null, at: null };
  const name = row.username === null ? null : `${row.first ?? ''} ${row.last ?? ''}`.trim() || row.username;
  return { by: name, at: row.at.toISOString() };
}

/**
 * Refuses the write with 409 when `expected` (the editor's If-Match; null = any) is not the page's
 * revision and the changes since touch `target`. Call it first in the write's transaction.
 */
export async function checkRevision(db: Db, pageId: number, expected: number | null, target: WriteTarget, lang: Lang): Promise<void> {
  const current = await lockRevision(db, pageId);
  await keepBaseline(db, pageId, current);
  // The write goes into the page's draft: what visitors see is kept first.
  await ensureStartingPoint(db, pageId);
  if (expected === null || expected === current || target.kind === 'new') return;
  // One after the other: a transaction is one connection.
  const base = await snapshotAt(db, pageId, expected);
  const now = await takeSnapshot(db, pageId);
  // Without the editor's starting point nothing can be told apart: refuse, to be safe.
  const changes = base && now ? diffSnapshots(base, now, lang) : [];
  if (base && now && !touches(changes, target, target.kind === 'section' ? modulesIn(target.id, base, now) : undefined)) return;
  const { by, at } = await lastAuthor(db, pageId);
  throw new StaleSaveError(current, changes, by, at);
}
