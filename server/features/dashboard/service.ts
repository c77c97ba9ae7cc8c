/**
 * Dashboard "service": the 404s visitors ran into (SPEC §7 error log), most hit
 * first, without those a redirect already catches, each with a one-click redirect; and internal
 * links in page modules, menus and alerts that lead nowhere.
 */
import { desc, eq, inArray, or } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ServiceDashboard } from '../../../common/api/dashboard';
import { adminPath } from '../../../common/collections/registry';
import { pickText, type Localized } from '../../../common/i18n/localized';
import { matchRoute, normalizePath, type RouteName } from '../../../common/routes';
import type { Db } from '../../db/client';
import { articles, breakingNews, errorLog, events, modules, navItems, pages, persons, productions, redirects, series, venues } from '../../db/schema';

const SHOWN = 50;
/** Checked per call: the module table of a venue's site is a few thousand rows. */
const MODULES_CHECKED = 5000;

/** Routes whose `:id` names a row: the link is broken when the row is gone. */
const DETAIL_TABLES: Partial<Record<RouteName, PgTable & { id: AnyPgColumn }>> = {
  event: events,
  production: productions,
  'ensemble-person': persons,
  'magazine-article': articles,
  venue: venues,
  series: series,
};

/** Strings inside stored module data that are our own paths. */
function internalPaths(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (/^\/(de|en)(\/|$)/.test(value)) out.add(value);
  } else if (Array.isArray(value)) value.forEach((v) => internalPaths(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => internalPaths(v, out));
  return out;
}

async function isBroken(db: Db, path: string): Promise<boolean> {
  const clean = normalizePath(path);
  const match = matchRoute(clean);
  if (!match) return true;
  const [redirect] = await db.select({ id: redirects.id }).from(redirects).where(inArray(redirects.oldPath, [clean, `${clean}/`])).limit(1);
  if (redirect) return false;
  if (match.route.page === 'cms-page') {
    const [page] = await db.select({ id: pages.id }).from(pages).where(or(eq(pages.pathDe, clean), eq(pages.pathEn, clean))).limit(1);
    return !page;
  }
  const table = DETAIL_TABLES[match.route.name];
  const id = match.params.id;
  if (!table || !id) return false;
  if (!/^\d{1,9}$/.test(id)) return true;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, Number(id))).limit(1);
  return !row;
}

export async function serviceDashboard(db: Db): Promise<ServiceDashboard> {
  const logged = await db.select().from(errorLog).orderBy(desc(errorLog.hits), desc(errorLog.lastSeen)).limit(SHOWN * 2);
  const caught = new Set((await db.select({ old: redirects.oldPath }).from(redirects).where(inArray(redirects.oldPath, logged.flatMap((l) => [normalizePath(l.url), `${normalizePath(l.url)}/`])))).map((r) => normalizePath(r.old)));
  const notFound = logged
    .filter((l) => !caught.has(normalizePath(l.url)))
    .slice(0, SHOWN)
    .map((l) => ({ path: l.url, hits: l.hits, last_seen: l.lastSeen.toISOString(), redirect_url: `${adminPath('redirect', 'new')}?oldPath=${encodeURIComponent(normalizePath(l.url))}` }));

  const sources: { where: string; admin_url: string | null; paths: Set<string> }[] = [];
  const moduleRows = await db.select({ id: modules.id, type: modules.type, fields: modules.fields, i18n: modules.i18n, sectionId: modules.sectionId }).from(modules).limit(MODULES_CHECKED);
  for (const m of moduleRows) sources.push({ where: `module ${m.type} #${m.id}`, admin_url: null, paths: internalPaths([m.fields, m.i18n], new Set()) });
  for (const n of await db.select().from(navItems)) sources.push({ where: `menu item “${pickText(n.label, 'de')}”`, admin_url: adminPath('nav-item', n.id), paths: internalPaths(n.url, new Set()) });
  for (const b of await db.select().from(breakingNews)) sources.push({ where: `breaking news “${pickText(b.title, 'de')}”`, admin_url: adminPath('breaking-news', b.id), paths: internalPaths(b.linkUrl as Localized | null, new Set()) });

  const verdict = new Map<string, boolean>();
  const broken: ServiceDashboard['broken_links'] = [];
  for (const source of sources) {
    for (const link of source.paths) {
      if (!verdict.has(link)) verdict.set(link, await isBroken(db, link));
      if (verdict.get(link) && broken.length < SHOWN) broken.push({ where: source.where, admin_url: source.admin_url, link });
    }
  }
  return { not_found: notFound, broken_links: broken };
}
