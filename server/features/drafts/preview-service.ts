/**
 * Preview links: 'Vorschau teilen' makes a link that shows the page's draft to
 * anyone who has it, without signing in, for a chosen number of days, until revoked. The token is
 * 32 random bytes (256 bits) and only its SHA-256 is stored: a copy of the database opens no preview.
 * Decisions: DECISIONS "Preview links and approval".
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { PREVIEW_DAYS_DEFAULT, PREVIEW_DAYS_MAX, previewPath, PREVIEW_TOKEN_PATTERN, type CreatedPreviewLink, type PreviewLink } from '../../../common/api/drafts';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { pages, previewLinks, users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { now as clockNow } from '../../clock';

const DAY_MS = 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const nameOf = (u: { firstName: string | null; lastName: string | null; username: string | null }) =>
  u.username === null ? null : `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || u.username;

async function ensurePage(db: Db, pageId: number): Promise<void> {
  const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId)).limit(1);
  if (!page) throw notFound();
}

export async function createPreviewLink(db: Db, pageId: number, userId: number, lang: Lang, days = PREVIEW_DAYS_DEFAULT): Promise<CreatedPreviewLink> {
  if (!Number.isInteger(days) || days < 1 || days > PREVIEW_DAYS_MAX) throw badRequest(`days must be a whole number from 1 to ${PREVIEW_DAYS_MAX}.`);
  await ensurePage(db, pageId);
  const token = randomBytes(32).toString('base64url');
  const now = clockNow();
  const [row] = await db
    .insert(previewLinks)
    .values({ pageId, tokenHash: hashOf(token), createdBy: userId, createdAt: now, expiresAt: new Date(now.getTime() + days * DAY_MS) })
    .returning();
  const [link] = await linksWhere(db, eq(previewLinks.id, row!.id));
  return { ...link!, path: previewPath(lang, token) };
}

async function linksWhere(db: Db, where: ReturnType<typeof and>): Promise<PreviewLink[]> {
  const rows = await db
    .select({ id: previewLinks.id, createdAt: previewLinks.createdAt, expiresAt: previewLinks.expiresAt, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(previewLinks)
    .leftJoin(users, eq(users.id, previewLinks.createdBy))
    .where(where)
    .orderBy(desc(previewLinks.createdAt), desc(previewLinks.id));
  return rows.map((r) => ({ id: r.id, created_at: r.createdAt.toISOString(), expires_at: r.expiresAt.toISOString(), created_by: nameOf(r) }));
}

/** The page's links that still open: neither revoked nor expired, newest first. */
export async function activePreviewLinks(db: Db, pageId: number): Promise<PreviewLink[]> {
  await ensurePage(db, pageId);
  return linksWhere(db, and(eq(previewLinks.pageId, pageId), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, clockNow())));
}

export async function revokePreviewLink(db: Db, pageId: number, linkId: number): Promise<void> {
  const done = await db
    .update(previewLinks)
    .set({ revokedAt: clockNow() })
    .where(and(eq(previewLinks.id, linkId), eq(previewLinks.pageId, pageId), isNull(previewLinks.revokedAt)))
    .returning({ id: previewLinks.id });
  if (done.length === 0) throw notFound();
}

/** What a preview address leads to: the page's draft, a link that no longer opens, or nothing. */
export type PreviewTarget = { state: 'open'; pageId: number } | { state: 'gone' } | { state: 'unknown' };

export async function findPreview(db: Db, token: string): Promise<PreviewTarget> {
  if (!PREVIEW_TOKEN_PATTERN.test(token)) return { state: 'unknown' };
  const [row] = await db
    .select({ pageId: previewLinks.pageId, expiresAt: previewLinks.expiresAt, revokedAt: previewLinks.revokedAt })
    .from(previewLinks)
    .where(eq(previewLinks.tokenHash, hashOf(token)))
    .limit(1);
  if (!row) return { state: 'unknown' };
  if (row.revokedAt || row.expiresAt.getTime() <= clockNow().getTime()) return { state: 'gone' };
  return { state: 'open', pageId: row.pageId };
}
