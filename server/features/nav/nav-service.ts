/**
 * Navigation in one language (SPEC §3 "Navigation item", §7 nav call): main menu, top navigation and
 * footer links from nav_items. A page item links to the page's path in that language and is labelled
 * with the page title unless the item has its own label; offline pages stay out for anonymous visitors.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FooterLink, NavItem, Navigation } from '../../../common/api/types';
import { pick, pickText, type Localized } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { navItems, pages, pageVersions, type NavMenu } from '../../db/schema';
import { now as clockNow } from '../../clock';
import { pageVisible } from '../visibility';

export interface NavOptions {
  /** Editors see offline pages in the menus too. */
  showOffline?: boolean;
}

interface Node {
  id: number;
  menu: NavMenu;
  parentId: number | null;
  item: NavItem;
}

export async function loadNavigation(db: Db, lang: Lang, { showOffline = false }: NavOptions = {}): Promise<Navigation> {
  const rows = await db
    .select({
      nav: navItems,
      page: {
        isOnline: pages.isOnline,
        isPublished: pages.isPublished,
        onlineFrom: pages.onlineFrom,
        onlineTo: pages.onlineTo,
        pathDe: pages.pathDe,
        pathEn: pages.pathEn,
        // The title visitors see: the published version's, not the draft's.
        title: sql<Localized>`coalesce(${pageVersions.snapshot}->'page'->'title', ${pages.title})`,
      },
    })
    .from(navItems)
    .leftJoin(pages, eq(pages.id, navItems.pageId))
    .leftJoin(pageVersions, and(eq(pageVersions.pageId, pages.id), eq(pageVersions.number, pages.publishedVersion)))
    .orderBy(asc(navItems.position), asc(navItems.id));

  const nodes = new Map<number, Node>();
  const now = clockNow();
  for (const { nav, page } of rows) {
    if (page && !pageVisible(page, now) && !showOffline) continue;
    const url = page ? (lang === 'de' ? page.pathDe : page.pathEn) : (pick(nav.url, lang) ?? '');
    const label = pickText(nav.label, lang) || (page ? pickText(page.title, lang) : '');
    nodes.set(nav.id, {
      id: nav.id,
      menu: nav.menu,
      parentId: nav.parentId,
      item: { url, menu_name: label, external: !page && url !== '', children: [], has_tab_navigation: nav.hasTabNavigation },
    });
  }

  const roots: Record<NavMenu, NavItem[]> = { main: [], top: [], footer: [] };
  for (const node of nodes.values()) {
    if (node.parentId === null) roots[node.menu].push(node.item);
    // A child of a hidden (offline) parent is hidden with it.
    else nodes.get(node.parentId)?.item.children.push(node.item);
  }
  const usable = (item: NavItem): boolean => item.url !== '' || item.children.length > 0;
  const prune = (items: NavItem[]): NavItem[] =>
    items.map((item) => ({ ...item, children: prune(item.children) })).filter(usable);

  const footer: FooterLink[] = prune(roots.footer)
    .filter((item) => item.url !== '')
    .map((item) => ({ title: item.menu_name, url: item.url, external: item.external }));
  return { menu: prune(roots.main), top: prune(roots.top), footer };
}
