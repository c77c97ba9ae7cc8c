/**
 * A page's entries in the main, top and footer menus. 'Im Menü' / 'Im Footer'
 * really add and remove the page's `nav_items` row; the menus render from those rows only
 * (nav-service.ts), so a flag and its entry can never disagree. A page's main or top entry hangs
 * under the entry of its nearest ancestor in that menu, so the menu follows the page tree.
 * Decisions: DECISIONS "New pages, the page tree and the menus".
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PageMenu } from '../../../common/api/page-tree';
import type { Localized } from '../../../common/i18n/localized';
import type { Db } from '../../db/client';
import { navItems, pages } from '../../db/schema';

/** The page columns that mirror an entry's existence (the hub's list filters read them). */
const FLAG_OF: Partial<Record<PageMenu, 'inMenu' | 'inFooter'>> = { main: 'inMenu', footer: 'inFooter' };

async function parentChain(db: Db, pageId: number): Promise<number[]> {
  const chain: number[] = [];
  let current: number | null = pageId;
  for (let i = 0; i < 25 && current !== null; i++) {
    const [row]: { parentId: number | null }[] = await db.select({ parentId: pages.parentId }).from(pages).where(eq(pages.id, current));
    current = row?.parentId ?? null;
    if (current !== null) chain.push(current);
  }
  return chain;
}

/** The entry of the page's nearest ancestor in `menu`; the footer is flat. */
async function parentEntry(db: Db, pageId: number, menu: PageMenu): Promise<number | null> {
  if (menu === 'footer') return null;
  const chain = await parentChain(db, pageId);
  if (!chain.length) return null;
  const rows = await db.select({ id: navItems.id, pageId: navItems.pageId }).from(navItems).where(and(eq(navItems.menu, menu), inArray(navItems.pageId, chain)));
  for (const ancestor of chain) {
    const hit = rows.find((r) => r.pageId === ancestor);
    if (hit) return hit.id;
  }
  return null;
}

async function nextPosition(db: Db, menu: PageMenu, parentId: number | null): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${navItems.position})` })
    .from(navItems)
    .where(and(eq(navItems.menu, menu), parentId === null ? isNull(navItems.parentId) : eq(navItems.parentId, parentId)));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** Adds (with an optional own label) or removes the page's entry in `menu`; keeps the page's flag in step. */
export async function setMenuEntry(db: Db, pageId: number, menu: PageMenu, on: boolean, label?: Localized): Promise<void> {
  const [existing] = await db.select({ id: navItems.id }).from(navItems).where(and(eq(navItems.menu, menu), eq(navItems.pageId, pageId))).limit(1);
  if (on && !existing) {
    const parentId = await parentEntry(db, pageId, menu);
    await db.insert(navItems).values({ menu, pageId, parentId, position: await nextPosition(db, menu, parentId), label: label ?? { de: '' } });
  } else if (on && existing && label) {
    await db.update(navItems).set({ label }).where(eq(navItems.id, existing.id));
  } else if (!on && existing) {
    // Entries below it (its children in the menu) move up to its place rather than vanish with it.
    const [own] = await db.select({ parentId: navItems.parentId }).from(navItems).where(eq(navItems.id, existing.id));
    await db.update(navItems).set({ parentId: own?.parentId ?? null }).where(eq(navItems.parentId, existing.id));
    await db.delete(navItems).where(and(eq(navItems.menu, menu), eq(navItems.pageId, pageId)));
  }
  const flag = FLAG_OF[menu];
  if (flag) await db.update(pages).set({ [flag]: on }).where(eq(pages.id, pageId));
}

/** After a page setting or a hub write named `in_menu`/`in_footer`: the entries follow the flags. */
export async function menuEntriesFollowFlags(db: Db, pageId: number, flags: { inMenu?: boolean | undefined; inFooter?: boolean | undefined }): Promise<void> {
  if (flags.inMenu !== undefined) await setMenuEntry(db, pageId, 'main', flags.inMenu);
  if (flags.inFooter !== undefined) await setMenuEntry(db, pageId, 'footer', flags.inFooter);
}

/** After a move: the page's main and top entries hang under its new ancestors' entries, at the end. */
export async function menuEntriesFollowMove(db: Db, pageId: number): Promise<void> {
  for (const menu of ['main', 'top'] as const) {
    const [entry] = await db.select({ id: navItems.id, parentId: navItems.parentId }).from(navItems).where(and(eq(navItems.menu, menu), eq(navItems.pageId, pageId))).limit(1);
    if (!entry) continue;
    const parentId = await parentEntry(db, pageId, menu);
    if (parentId === entry.parentId) continue;
    await db.update(navItems).set({ parentId, position: await nextPosition(db, menu, parentId) }).where(eq(navItems.id, entry.id));
  }
}

/**
 * The entries under one menu parent take the order of their pages among their siblings: ordering
 * pages in the tree orders the menu. External links keep their slots.
 */
export async function menuOrderFollowsPages(db: Db, pageId: number): Promise<void> {
  const own = await db.select({ menu: navItems.menu, parentId: navItems.parentId }).from(navItems).where(eq(navItems.pageId, pageId));
  const touched = new Set(own.map((entry) => `${entry.menu}:${entry.parentId ?? ''}`));
  const rows = await db
    .select({ id: navItems.id, menu: navItems.menu, parentId: navItems.parentId, position: navItems.position, pageParent: pages.parentId, pagePosition: pages.position })
    .from(navItems)
    .leftJoin(pages, eq(pages.id, navItems.pageId))
    .orderBy(navItems.position, navItems.id);
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.menu}:${row.parentId ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const [key, list] of groups) {
    if (!touched.has(key)) continue;
    const slots = list.map((row, index) => (row.pagePosition === null ? -1 : index)).filter((index) => index >= 0);
    const sorted = slots.map((index) => list[index]!).sort((a, b) => (a.pageParent ?? 0) - (b.pageParent ?? 0) || a.pagePosition! - b.pagePosition! || a.position - b.position);
    const order = [...list];
    slots.forEach((slot, i) => (order[slot] = sorted[i]!));
    for (const [position, row] of order.entries()) if (row.position !== position) await db.update(navItems).set({ position }).where(eq(navItems.id, row.id));
  }
}
