/**
 * Dashboard "google": what a search engine sees. Online pages without a meta
 * description or Open Graph image; upcoming online events whose Event JSON-LD would lack a field
 * Google requires (name, startDate, location); and what a sitemap would list and when it changed.
 */
import { and, count, eq, gte, isNull, max, or, sql } from 'drizzle-orm';
import type { GoogleDashboard } from '../../../common/api/dashboard';
import { adminPath } from '../../../common/collections/registry';
import { pickText } from '../../../common/i18n/localized';
import type { Db } from '../../db/client';
import { articles, events, pages, productions } from '../../db/schema';

const SHOWN = 50;
const blank = (column: typeof pages.metaDescription) => or(sql`coalesce(${column}->>'de', '') = ''`);

export async function googleDashboard(db: Db, now = new Date()): Promise<GoogleDashboard> {
  const onlinePages = eq(pages.isOnline, true);
  const [noDescription, noOgImage, upcoming] = await Promise.all([
    db.select({ id: pages.id, title: pages.title, path: pages.pathDe }).from(pages).where(and(onlinePages, blank(pages.metaDescription))).orderBy(pages.pathDe).limit(SHOWN),
    db.select({ id: pages.id, title: pages.title, path: pages.pathDe }).from(pages).where(and(onlinePages, isNull(pages.ogImageId))).orderBy(pages.pathDe).limit(SHOWN),
    db
      .select({ id: events.id, title: events.title, venueId: events.venueId, startsAt: events.startsAt })
      .from(events)
      .where(and(eq(events.isOnline, true), gte(events.startsAt, now), or(isNull(events.venueId), sql`coalesce(${events.title}->>'de', '') = ''`)))
      .orderBy(events.startsAt)
      .limit(SHOWN),
  ]);
  const page = (p: { id: number; title: { de: string }; path: string }) => ({ id: p.id, title: pickText(p.title, 'de'), path: p.path, admin_url: adminPath('page', p.id)! });

  // No sitemap.xml is served yet: say so, and show what one would hold (each entity in both languages).
  const [pageCount, eventCount, productionCount, articleCount] = await Promise.all([
    db.select({ n: count(), at: max(pages.updatedAt) }).from(pages).where(onlinePages),
    db.select({ n: count(), at: max(events.updatedAt) }).from(events).where(and(eq(events.isOnline, true), gte(events.startsAt, now))),
    db.select({ n: count(), at: max(productions.updatedAt) }).from(productions).where(eq(productions.isOnline, true)),
    db.select({ n: count(), at: max(articles.updatedAt) }).from(articles).where(eq(articles.isOnline, true)),
  ]);
  const all = [pageCount, eventCount, productionCount, articleCount].map((r) => r[0]!);
  const latest = all.map((r) => r.at).filter((d): d is Date => d instanceof Date).sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    pages_without_description: noDescription.map(page),
    pages_without_og_image: noOgImage.map(page),
    events_incomplete: upcoming.map((e) => ({
      id: e.id,
      title: pickText(e.title, 'de') || `#${e.id}`,
      missing: [...(pickText(e.title, 'de') ? [] : ['name']), ...(e.venueId === null ? ['location'] : [])],
      admin_url: adminPath('event', e.id)!,
    })),
    sitemap: { served: false, urls: all.reduce((sum, r) => sum + r.n, 0) * 2, last_change: latest?.toISOString() ?? null },
  };
}
