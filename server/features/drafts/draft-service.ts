/**
 * Drafts on the server. The page's rows (pages, sections, modules) are its
 * draft: every editor and hub write lands there and records a version, as before. Visitors see the
 * version `pages.published_version` names; a page never edited since drafts came has none, and its
 * rows are what visitors see. Before the first edit the page as it is becomes version 1 (the
 * starting point, and what visitors keep seeing). Publishing records the draft as one version and
 * points visitors at it; discarding makes the rows equal to the published version again.
 * Decisions: DECISIONS "Drafts, publishing and the starting point".
 */
import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DraftStatus } from '../../../common/api/drafts';
import type { DraftSummary } from '../../../common/api/types';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { pages, pageVersions, users, type PageSnapshot } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { now as clockNow } from '../../clock';
import { diffSnapshots } from '../versions/diff';
import { applySnapshot, takeSnapshot } from '../versions/snapshot';
import { recordVersion } from '../versions/version-service';
import type { Role } from '../../../common/roles';
import { approvalInfo, clearApproval } from './approval-service';

type PageRow = typeof pages.$inferSelect;

const STARTING_POINT = { de: 'Ausgangszustand', en: 'Starting point' };
const PUBLISHED = { de: 'Veröffentlicht', en: 'Published' };
const DISCARDED = { de: 'Änderungen verworfen', en: 'Changes discarded' };

/** Visitors' state of a page: the snapshot they see, or null when its rows are what they see. */
export async function publishedSnapshot(db: Db, page: Pick<PageRow, 'id' | 'publishedVersion'>): Promise<PageSnapshot | null> {
  if (page.publishedVersion === null) return null;
  const [row] = await db
    .select({ snapshot: pageVersions.snapshot })
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, page.id), eq(pageVersions.number, page.publishedVersion)))
    .limit(1);
  return row?.snapshot ?? null;
}

/**
 * Before a write changes the page's rows: keeps the page as it is as version 1 when it has no
 * version yet, and, for a page visitors see, makes that the published version, so the write goes
 * into a draft. Runs inside the write's transaction, after the page row is locked.
 */
export async function ensureStartingPoint(db: Db, pageId: number): Promise<void> {
  const [page] = await db.select({ isPublished: pages.isPublished, publishedVersion: pages.publishedVersion }).from(pages).where(eq(pages.id, pageId)).limit(1);
  if (!page || page.publishedVersion !== null) return;
  const [any] = await db.select({ n: pageVersions.number }).from(pageVersions).where(eq(pageVersions.pageId, pageId)).orderBy(asc(pageVersions.number)).limit(1);
  let number = any?.n;
  if (number === undefined) {
    const row = await recordVersion(db, { pageId, authorId: null, kind: 'start' });
    await db.update(pageVersions).set({ summary: STARTING_POINT }).where(eq(pageVersions.id, row!.id));
    number = row!.number;
  }
  // A page made in the editor starts unpublished: its first version is no published state.
  if (page.isPublished) await db.update(pages).set({ publishedVersion: number }).where(eq(pages.id, pageId));
}

const nameOf = (u: { firstName: string; lastName: string; username: string }) => `${u.firstName} ${u.lastName}`.trim() || u.username;

async function pageById(db: Db, pageId: number): Promise<PageRow> {
  const [page] = await db.select().from(pages).where(eq(pages.id, pageId)).limit(1);
  if (!page) throw notFound();
  return page;
}

/** Where the page's draft stands; `role` is the asking account's, for what it may do with it. */
export async function draftStatus(db: Db, pageId: number, lang: Lang, role: Role = 'editor'): Promise<DraftStatus> {
  const page = await pageById(db, pageId);
  const [published, current] = [await publishedSnapshot(db, page), await takeSnapshot(db, pageId)];
  const empty: PageSnapshot = { page: current!.page, sections: [], modules: [] };
  // Never published: everything on the page is new to visitors.
  const base = page.isPublished ? published : empty;
  const changes = base ? diffSnapshots(base, current!, lang) : [];
  const authors = changes.length
    ? await db
        .selectDistinct({ firstName: users.firstName, lastName: users.lastName, username: users.username })
        .from(pageVersions)
        .innerJoin(users, eq(users.id, pageVersions.authorId))
        .where(and(eq(pageVersions.pageId, pageId), inArray(pageVersions.kind, ['save', 'autosave', 'restore']), page.publishedVersion === null ? undefined : gt(pageVersions.number, page.publishedVersion)))
    : [];
  return {
    page: pageId,
    published: page.isPublished,
    changes,
    authors: [...new Set(authors.map(nameOf))].sort(),
    published_at: page.publishedAt?.toISOString() ?? null,
    publish_at: page.publishAt?.toISOString() ?? null,
    approval: await approvalInfo(db, pageId, role),
  };
}

/** The toolbar's line: 'Entwurf – nicht veröffentlicht', how many changes and by whom. */
export async function draftSummary(db: Db, pageId: number, lang: Lang): Promise<DraftSummary> {
  const status = await draftStatus(db, pageId, lang);
  return { published: status.published, changes: status.changes.length, authors: status.authors, publish_at: status.publish_at, approval: status.approval.state };
}

/** Publishes the whole draft at once: one version, what visitors see from now on. Inside a transaction. */
async function publishIn(tx: Db, pageId: number, userId: number | null, now: Date): Promise<void> {
  const row = await recordVersion(tx, { pageId, authorId: userId, kind: 'publish', now });
  await tx.update(pageVersions).set({ summary: PUBLISHED }).where(eq(pageVersions.id, row!.id));
  await tx
    .update(pages)
    .set({ publishedVersion: row!.number, isPublished: true, publishedAt: now, publishedBy: userId, publishAt: null, publishAtBy: null })
    .where(eq(pages.id, pageId));
  await clearApproval(tx, pageId);
}

export async function publishPage(db: Db, pageId: number, userId: number): Promise<void> {
  await pageById(db, pageId);
  await db.transaction(async (tx) => publishIn(tx, pageId, userId, clockNow()));
}

/** Drops the draft: the page's rows become the published version again (itself recorded as a version). */
export async function discardDraft(db: Db, pageId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from pages where id = ${pageId} for update`);
    const page = await pageById(tx, pageId);
    if (!page.isPublished) throw badRequest('This page was never published: there is no published state to go back to.');
    const published = await publishedSnapshot(tx, page);
    if (!published) return;
    // Nothing to drop: rewriting every section and module of the page would only cost time and a version.
    const current = await takeSnapshot(tx, pageId);
    if (current && diffSnapshots(published, current, 'de').length === 0) return;
    await applySnapshot(tx, pageId, published);
    const row = await recordVersion(tx, { pageId, authorId: userId, kind: 'restore', restoredFrom: page.publishedVersion! });
    await tx.update(pageVersions).set({ summary: DISCARDED }).where(eq(pageVersions.id, row!.id));
  });
}

/** 'Veröffentlichen am …' (null cancels). The time must lie ahead. */
export async function schedulePublish(db: Db, pageId: number, at: Date | null, userId: number): Promise<void> {
  await pageById(db, pageId);
  if (at && at.getTime() <= clockNow().getTime()) throw badRequest('The time to publish at must lie in the future.');
  await db.update(pages).set({ publishAt: at, publishAtBy: at ? userId : null }).where(eq(pages.id, pageId));
}

/**
 * Publishes every page whose time has come. Each page is claimed by clearing its time in the same
 * statement that finds it (`for update skip locked`), so with several processes each page is
 * published exactly once. Returns the ids published.
 */
export async function publishDue(db: Db, now = clockNow()): Promise<number[]> {
  const done: number[] = [];
  for (;;) {
    const id = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: pages.id, by: pages.publishAtBy })
        .from(pages)
        .where(and(isNotNull(pages.publishAt), lte(pages.publishAt, now)))
        .orderBy(asc(pages.publishAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      await publishIn(tx, due.id, due.by, now);
      return due.id;
    });
    if (id === null) return done;
    done.push(id);
  }
}

/** Pages waiting for their publish time, soonest first (the dashboard's list). */
export async function pendingPublications(db: Db): Promise<{ id: number; title: PageRow['title']; path_de: string; path_en: string; publish_at: string }[]> {
  const rows = await db
    .select({ id: pages.id, title: pages.title, pathDe: pages.pathDe, pathEn: pages.pathEn, publishAt: pages.publishAt })
    .from(pages)
    .where(isNotNull(pages.publishAt))
    .orderBy(asc(pages.publishAt))
    .limit(50);
  return rows.map((r) => ({ id: r.id, title: r.title, path_de: r.pathDe, path_en: r.pathEn, publish_at: r.publishAt!.toISOString() }));
}
