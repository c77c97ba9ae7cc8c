/**
 * The page tree of the hub and the toolbar: every page with its place, both
 * titles and addresses, whether visitors can see it, and its menu entries. Moving a page puts it
 * under a parent at a position among its siblings (0..n-1 kept), and its address, its children's,
 * the redirects and its menu entries follow at once: the place in the tree is structural, not drafted
 * (docs/DECISIONS.md).
 * Decisions: DECISIONS "New pages, the page tree and the menus".
 */
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { PAGE_MENUS, type PageMenu, type PageMoveInput, type PageTreeNode } from '../../../common/api/page-tree';
import { LANGS, type Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { navItems, pages } from '../../db/schema';
import { invalid, missing, tEditorApi } from '../editor-api/messages';
import { applyChanges, changeProblems, plannedChanges } from './addresses';
import { menuEntriesFollowMove, menuOrderFollowsPages } from './menu-entries';

export async function pageTree(db: Db): Promise<PageTreeNode[]> {
  const rows = await db.select().from(pages).orderBy(asc(pages.position), asc(pages.id));
  const entries = await db.select({ menu: navItems.menu, pageId: navItems.pageId, label: navItems.label }).from(navItems);
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const known = new Set(rows.map((r) => r.id));
  const out: PageTreeNode[] = [];
  const visit = (row: (typeof rows)[number]) => {
    const menus = Object.fromEntries(PAGE_MENUS.map((menu) => [menu, null])) as PageTreeNode['menus'];
    for (const e of entries) if (e.pageId === row.id) menus[e.menu as PageMenu] = { label: e.label };
    out.push({ id: row.id, parent: row.parentId, position: row.position, title: row.title, urls: { de: row.pathDe, en: row.pathEn }, is_online: row.isOnline, is_published: row.isPublished, menus });
    for (const child of byParent.get(row.id) ?? []) visit(child);
  };
  // Roots: no parent, or a parent that no longer exists.
  for (const row of rows) if (row.parentId === null || !known.has(row.parentId)) visit(row);
  return out;
}

const isHome = (path: string) => /^\/(de|en)$/.test(path);

/** The last part of an address: "/de/haus/geschichte" → "geschichte". */
const slugOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

async function siblings(db: Db, parentId: number | null, except: number): Promise<number[]> {
  const rows = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(parentId === null ? isNull(pages.parentId) : eq(pages.parentId, parentId), ne(pages.id, except)))
    .orderBy(asc(pages.position), asc(pages.id));
  return rows.map((r) => r.id);
}

async function renumber(db: Db, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) await db.update(pages).set({ position }).where(eq(pages.id, id));
}

export async function movePage(db: Db, id: number, input: PageMoveInput, lang: Lang, userId: number): Promise<void> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  if (!row) throw missing(tEditorApi(lang).pageNotFound());
  const parent = input.parent === null ? null : ((await db.select().from(pages).where(eq(pages.id, input.parent)))[0] ?? null);
  if (input.parent !== null && !parent) throw invalid([{ field: 'parent', code: 'notFound' }], lang);
  // Not under itself or its own children, and the home page stays where it is.
  if (parent && (parent.id === id || parent.pathDe.startsWith(`${row.pathDe}/`) || parent.pathEn.startsWith(`${row.pathEn}/`))) throw invalid([{ field: 'parent', code: 'notAllowedHere', params: { type: 'page' } }], lang);
  if (isHome(row.pathDe) || isHome(row.pathEn)) throw invalid([{ field: 'parent', code: 'notAllowedHere', params: { type: 'page' } }], lang);
  const after = Object.fromEntries(
    LANGS.map((l) => {
      const own = l === 'de' ? row.pathDe : row.pathEn;
      const base = parent ? (l === 'de' ? parent.pathDe : parent.pathEn) : `/${l}`;
      return [l, `${base.replace(/\/+$/, '')}/${slugOf(own)}`];
    }),
  ) as Record<Lang, string>;
  await db.transaction(async (tx) => {
    const changes = await plannedChanges(tx, id, { de: row.pathDe, en: row.pathEn }, after);
    const problems = await changeProblems(tx, changes);
    if (problems.length) throw invalid(problems, lang);
    const newParent = parent?.id ?? null;
    const list = await siblings(tx, newParent, id);
    list.splice(Math.max(0, Math.min(list.length, input.position)), 0, id);
    await tx.update(pages).set({ parentId: newParent, pathDe: after.de, pathEn: after.en, updatedAt: new Date(), updatedBy: userId }).where(eq(pages.id, id));
    await renumber(tx, list);
    if (row.parentId !== newParent) await renumber(tx, await siblings(tx, row.parentId, id));
    await applyChanges(tx, changes, id);
    await menuEntriesFollowMove(tx, id);
    await menuOrderFollowsPages(tx, id);
  });
}
