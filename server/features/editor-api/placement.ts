/**
 * Where a module sits: a section's column, or inside a list module (SPEC §3 `children`). Positions
 * are kept 0..n-1 among siblings; every write renumbers the few siblings it touches, in one transaction.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Lang } from '../../../common/routes';
import { TOP_LEVEL_TYPES, declarationOf, type ModuleType } from '../../../common/modules/declarations';
import type { Db } from '../../db/client';
import { modules, pages, sections } from '../../db/schema';
import { invalid, missing, tEditorApi } from './messages';
import { recordVersion } from '../versions/version-service';

export type ModuleRow = typeof modules.$inferSelect;
export type SectionRow = typeof sections.$inferSelect;

export interface Placement {
  sectionId: number;
  columnIndex: number;
  parentModuleId: number | null;
}

export interface PlacementInput {
  section?: string | undefined;
  column?: number | undefined;
  parent?: number | null | undefined;
}

export async function sectionBySlug(db: Db, slug: string, lang: Lang): Promise<SectionRow> {
  const [row] = await db.select().from(sections).where(eq(sections.slug, slug)).limit(1);
  if (!row) throw missing(tEditorApi(lang).sectionNotFound());
  return row;
}

export async function moduleById(db: Db, id: number, lang: Lang): Promise<ModuleRow> {
  const [row] = await db.select().from(modules).where(eq(modules.id, id)).limit(1);
  if (!row) throw missing(tEditorApi(lang).moduleNotFound());
  return row;
}

/** The placement asked for, checked: the section and column exist, the parent allows the type (server-side `children` allow-lists). */
export async function resolvePlacement(db: Db, type: string, input: PlacementInput, lang: Lang): Promise<Placement> {
  if (input.parent !== undefined && input.parent !== null) {
    const parent = await moduleById(db, input.parent, lang);
    const allowed = declarationOf(parent.type)?.children ?? [];
    if (!(allowed as readonly string[]).includes(type)) throw invalid([{ field: 'type', code: 'notAllowedHere', params: { type } }], lang);
    return { sectionId: parent.sectionId!, columnIndex: parent.columnIndex, parentModuleId: parent.id };
  }
  if (!input.section) throw invalid([{ field: 'section', code: 'required' }], lang);
  const section = await sectionBySlug(db, input.section, lang);
  const column = input.column ?? 0;
  if (!section.columns.some((c) => c.index === column)) throw invalid([{ field: 'column', code: 'notOption' }], lang);
  if (!TOP_LEVEL_TYPES.includes(type as ModuleType)) throw invalid([{ field: 'type', code: 'notAllowedHere', params: { type } }], lang);
  return { sectionId: section.id, columnIndex: column, parentModuleId: null };
}

function siblingFilter(p: Placement) {
  return p.parentModuleId === null
    ? and(eq(modules.sectionId, p.sectionId), eq(modules.columnIndex, p.columnIndex), isNull(modules.parentModuleId))
    : eq(modules.parentModuleId, p.parentModuleId);
}

export async function siblingIds(db: Db, p: Placement): Promise<number[]> {
  const rows = await db.select({ id: modules.id }).from(modules).where(siblingFilter(p)).orderBy(asc(modules.position), asc(modules.id));
  return rows.map((r) => r.id);
}

/** Puts module `id` at `position` among the siblings of `p` (end when absent) and renumbers them; `id` may already be one of them. */
export async function placeAt(db: Db, p: Placement, id: number, position?: number): Promise<void> {
  const ids = (await siblingIds(db, p)).filter((other) => other !== id);
  const at = position === undefined ? ids.length : Math.max(0, Math.min(ids.length, position));
  ids.splice(at, 0, id);
  await renumber(db, ids);
}

/** Renumbers the siblings left behind after a module moved away or was deleted. */
export async function closeGap(db: Db, p: Placement): Promise<void> {
  await renumber(db, await siblingIds(db, p));
}

async function renumber(db: Db, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) await db.update(modules).set({ position }).where(eq(modules.id, id));
}

/** Every module below `id`, however deep (teaser items of a list inside a section module). */
export async function descendantIds(db: Db, id: number): Promise<number[]> {
  const found: number[] = [];
  let level = [id];
  for (let depth = 0; depth < 6 && level.length > 0; depth++) {
    level = (await db.select({ id: modules.id }).from(modules).where(inArray(modules.parentModuleId, level))).map((r) => r.id);
    found.push(...level);
  }
  return found;
}

/**
 * Marks a page as changed by `userId` and records the version the write made (every save
 * of settings, sections or modules is a version). Call it last in the write's transaction.
 */
export async function touchPage(db: Db, pageId: number, userId: number): Promise<void> {
  await db.update(pages).set({ updatedAt: new Date(), updatedBy: userId }).where(eq(pages.id, pageId));
  await recordVersion(db, { pageId, authorId: userId });
}

/** Marks a section and its page as changed by `userId`. */
export async function touchSection(db: Db, sectionId: number, userId: number): Promise<void> {
  const [section] = await db.update(sections).set({ updatedAt: new Date(), updatedBy: userId, revision: sql`${sections.revision} + 1` }).where(eq(sections.id, sectionId)).returning({ pageId: sections.pageId });
  if (section?.pageId) await touchPage(db, section.pageId, userId);
}
