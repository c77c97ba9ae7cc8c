/** Dashboard "activity": recent admin edits, what goes online later, what expired today. */
import { and, asc, gt, gte, isNotNull, lte } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ActivityDashboard } from '../../../common/api/dashboard';
import { adminPath } from '../../../common/collections/registry';
import { pickText } from '../../../common/i18n/localized';
import type { Db } from '../../db/client';
import { articles, breakingNews, modules, type ActivityAction } from '../../db/schema';
import { berlinDayOf, berlinDayStart } from '../programme/berlin-day';
import { recentActivity } from '../admin/activity';
import { pendingPublications } from '../drafts/draft-service';
import { pendingApprovals } from '../drafts/approval-service';
import { kindLabel, sentenceOf } from '../audit/words';
import { declarationOf } from '../../../common/modules/declarations';
import type { Lang } from '../../../common/routes';

const RECENT = 20;
const AHEAD_DAYS = 30;
const SHOWN = 20;

/** `approvals`: the viewer answers requests for approval and sees them listed. */
export async function activityDashboard(db: Db, now = new Date(), approvals = false, lang: Lang = 'de'): Promise<ActivityDashboard> {
  const ahead = new Date(now.getTime() + AHEAD_DAYS * 86_400_000);
  const todayStart = berlinDayStart(berlinDayOf(now));
  const scheduledIn = (column: PgColumn) => and(isNotNull(column), gt(column, now), lte(column, ahead));
  const expiredIn = (column: PgColumn) => and(isNotNull(column), gte(column, todayStart), lte(column, now));

  const [recent, articleSoon, newsSoon, moduleSoon, articleGone, newsGone, moduleGone, pagesSoon] = await Promise.all([
    recentActivity(db, RECENT),
    db.select({ id: articles.id, title: articles.title, at: articles.onlineFrom }).from(articles).where(scheduledIn(articles.onlineFrom)).orderBy(asc(articles.onlineFrom)).limit(SHOWN),
    db.select({ id: breakingNews.id, title: breakingNews.title, at: breakingNews.onlineFrom }).from(breakingNews).where(scheduledIn(breakingNews.onlineFrom)).limit(SHOWN),
    db.select({ id: modules.id, type: modules.type, at: modules.onlineFrom }).from(modules).where(scheduledIn(modules.onlineFrom)).limit(SHOWN),
    db.select({ id: articles.id, title: articles.title, at: articles.onlineTo }).from(articles).where(expiredIn(articles.onlineTo)).limit(SHOWN),
    db.select({ id: breakingNews.id, title: breakingNews.title, at: breakingNews.onlineTo }).from(breakingNews).where(expiredIn(breakingNews.onlineTo)).limit(SHOWN),
    db.select({ id: modules.id, type: modules.type, at: modules.onlineTo }).from(modules).where(expiredIn(modules.onlineTo)).limit(SHOWN),
    // Drafts waiting for 'Veröffentlichen am …', linked to the page itself.
    pendingPublications(db),
  ]);
  const iso = (d: Date | null) => (d ?? now).toISOString();
  // Kind and title in the reader's words: a module is named by its type's label, never its code.
  const what = (kind: string, title: string) => `${kindLabel(kind, lang)}: ${kind === 'module' ? (declarationOf(title)?.label[lang] ?? title) : title}`;
  const titled = <T extends { kind: string; title: string }>(item: T) => ({ ...item, what: what(item.kind, item.title) });
  return {
    recent: recent.map((r) => ({
      who: r.username,
      action: r.action as ActivityAction,
      collection: r.collection,
      title: r.title,
      summary: sentenceOf(r, lang),
      at: r.at.toISOString(),
      admin_url: r.action === 'delete' || r.itemId === null ? null : adminPath(r.collection, r.itemId),
    })),
    scheduled: [
      ...articleSoon.map((r) => ({ kind: 'article', id: r.id, title: pickText(r.title, lang), online_from: iso(r.at), admin_url: adminPath('article', r.id) })),
      ...newsSoon.map((r) => ({ kind: 'breaking-news', id: r.id, title: pickText(r.title, lang), online_from: iso(r.at), admin_url: adminPath('breaking-news', r.id) })),
      ...moduleSoon.map((r) => ({ kind: 'module', id: r.id, title: r.type, online_from: iso(r.at), admin_url: null })),
      ...pagesSoon.map((r) => ({ kind: 'page', id: r.id, title: pickText(r.title, lang), online_from: r.publish_at, admin_url: r.path_de })),
    ]
      .sort((a, b) => a.online_from.localeCompare(b.online_from))
      .map(titled),
    expired_today: [
      ...articleGone.map((r) => ({ kind: 'article', id: r.id, title: pickText(r.title, lang), online_to: iso(r.at), admin_url: adminPath('article', r.id) })),
      ...newsGone.map((r) => ({ kind: 'breaking-news', id: r.id, title: pickText(r.title, lang), online_to: iso(r.at), admin_url: adminPath('breaking-news', r.id) })),
      ...moduleGone.map((r) => ({ kind: 'module', id: r.id, title: r.type, online_to: iso(r.at), admin_url: null })),
    ].map(titled),
    approvals: approvals ? await pendingApprovals(db, lang) : [],
  };
}

