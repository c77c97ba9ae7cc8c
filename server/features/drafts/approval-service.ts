/**
 * Approval of drafts. With 'Freigabe erforderlich' on (a site setting), an
 * editor saves and sends the draft for approval with a message; a publisher or admin sees the
 * request, publishes it or sends it back with a comment the editor then sees. Publishing (now or at
 * a time) ends the request. With the setting off, every editor publishes as before.
 * Decisions: DECISIONS "Preview links and approval".
 */
import { and, desc, eq } from 'drizzle-orm';
import type { ApprovalInfo, ApprovalRequestItem } from '../../../common/api/drafts';
import { pickText } from '../../../common/i18n/localized';
import { canApprove, canEdit, type Role } from '../../../common/roles';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { pageApprovals, pages, siteSettings, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import { now as clockNow } from '../../clock';

export const APPROVAL_MESSAGES = {
  publishNeedsApproval: 'This site requires approval: send the draft for approval; a publisher publishes it.',
  approversOnly: 'Only publishers and administrators may answer a request for approval.',
  noRequest: 'This page has no request for approval to answer.',
  commentRequired: 'Please say what should change (comment).',
} as const;

export async function approvalRequired(db: Db): Promise<boolean> {
  const [row] = await db.select({ required: siteSettings.approvalRequired }).from(siteSettings).limit(1);
  return row?.required ?? false;
}

/** May this role publish or schedule a page now? */
export async function mayPublish(db: Db, role: Role): Promise<boolean> {
  return canApprove(role) || (canEdit(role) && !(await approvalRequired(db)));
}

export async function assertMayPublish(db: Db, role: Role): Promise<void> {
  if (!(await mayPublish(db, role))) throw forbidden(APPROVAL_MESSAGES.publishNeedsApproval);
}

const nameOf = (u: { firstName: string | null; lastName: string | null; username: string | null }) =>
  u.username === null ? null : `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || u.username;

export async function approvalInfo(db: Db, pageId: number, role: Role): Promise<ApprovalInfo> {
  const required = await approvalRequired(db);
  const [row] = await db.select().from(pageApprovals).where(eq(pageApprovals.pageId, pageId)).limit(1);
  const names = async (id: number | null | undefined) => {
    if (!id) return null;
    const [u] = await db.select({ firstName: users.firstName, lastName: users.lastName, username: users.username }).from(users).where(eq(users.id, id)).limit(1);
    return u ? nameOf(u) : null;
  };
  return {
    required,
    may_publish: canApprove(role) || (canEdit(role) && !required),
    may_approve: canApprove(role),
    state: row?.state ?? null,
    message: row?.message ?? '',
    requested_by: await names(row?.requestedBy),
    requested_at: row?.requestedAt.toISOString() ?? null,
    comment: row?.comment ?? '',
    answered_by: await names(row?.answeredBy),
    answered_at: row?.answeredAt?.toISOString() ?? null,
  };
}

/** The toolbar's short word: sent, sent back, or neither. */
export async function approvalState(db: Db, pageId: number): Promise<ApprovalInfo['state']> {
  const [row] = await db.select({ state: pageApprovals.state }).from(pageApprovals).where(eq(pageApprovals.pageId, pageId)).limit(1);
  return row?.state ?? null;
}

async function ensurePage(db: Db, pageId: number): Promise<void> {
  const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId)).limit(1);
  if (!page) throw notFound();
}

/** 'Zur Freigabe senden': a new request replaces an earlier one and its answer. */
export async function requestApproval(db: Db, pageId: number, userId: number, message: string): Promise<void> {
  await ensurePage(db, pageId);
  const values = { state: 'requested' as const, requestedBy: userId, requestedAt: clockNow(), message: message.trim(), answeredBy: null, answeredAt: null, comment: '' };
  await db.insert(pageApprovals).values({ pageId, ...values }).onConflictDoUpdate({ target: pageApprovals.pageId, set: values });
}

/** 'Zurückschicken': the draft stays as it is; the editor sees the comment. */
export async function sendBack(db: Db, pageId: number, role: Role, userId: number, comment: string): Promise<void> {
  if (!canApprove(role)) throw forbidden(APPROVAL_MESSAGES.approversOnly);
  if (!comment.trim()) throw badRequest(APPROVAL_MESSAGES.commentRequired);
  await ensurePage(db, pageId);
  const done = await db
    .update(pageApprovals)
    .set({ state: 'returned', answeredBy: userId, answeredAt: clockNow(), comment: comment.trim() })
    .where(and(eq(pageApprovals.pageId, pageId), eq(pageApprovals.state, 'requested')))
    .returning({ id: pageApprovals.pageId });
  if (done.length === 0) throw badRequest(APPROVAL_MESSAGES.noRequest);
}

/** Publishing answers the request. Inside the publish's transaction. */
export async function clearApproval(tx: Db, pageId: number): Promise<void> {
  await tx.delete(pageApprovals).where(eq(pageApprovals.pageId, pageId));
}

/** Pages waiting for approval, newest request first (the dashboard's list for publishers). */
export async function pendingApprovals(db: Db, lang: Lang): Promise<ApprovalRequestItem[]> {
  const rows = await db
    .select({ page: pages.id, title: pages.title, pathDe: pages.pathDe, pathEn: pages.pathEn, message: pageApprovals.message, requestedAt: pageApprovals.requestedAt, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(pageApprovals)
    .innerJoin(pages, eq(pages.id, pageApprovals.pageId))
    .leftJoin(users, eq(users.id, pageApprovals.requestedBy))
    .where(eq(pageApprovals.state, 'requested'))
    .orderBy(desc(pageApprovals.requestedAt))
    .limit(50);
  return rows.map((r) => ({ page: r.page, title: pickText(r.title, lang), path: lang === 'de' ? r.pathDe : r.pathEn, message: r.message, requested_by: nameOf(r), requested_at: r.requestedAt.toISOString() }));
}
