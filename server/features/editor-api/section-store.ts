/**
 * Section writes (SPEC §3 "Section/container", §4, §7): a new section with one of
 * the six column layouts, a layout change (modules of dropped columns move to the new last column),
 * reordering, duplicating, deleting, and the initial empty container a 404 by slug asks for.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { CreateContainerRequest, CreateSectionRequest, UpdateSectionRequest } from '../../../common/api/editor';
import { SECTION_LAYOUTS, type SectionLayout } from '../../../common/api/types';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { modules, pages, sections, type SectionColumnConfig } from '../../db/schema';
import { invalid, missing, tEditorApi } from './messages';
import { siblingIds, touchPage, touchSection, type SectionRow } from './placement';
import { guardPage, guardSection, type Writer } from './revision-guard';

/** One column per part of the layout's name: "33-33-33" has three. */
export const columnsFor = (layout: SectionLayout): SectionColumnConfig[] => layout.split('-').map((_, index) => ({ index, classes: '' }));

function checkLayout(layout: string, lang: Lang): SectionLayout {
  if (!(SECTION_LAYOUTS as readonly string[]).includes(layout)) throw invalid([{ field: 'layout', code: 'notOption' }], lang);
  return layout as SectionLayout;
}

async function pageSections(db: Db, pageId: number): Promise<number[]> {
  return (await db.select({ id: sections.id }).from(sections).where(eq(sections.pageId, pageId)).orderBy(asc(sections.position), asc(sections.id))).map((r) => r.id);
}

async function renumberSections(db: Db, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) await db.update(sections).set({ position }).where(eq(sections.id, id));
}

/** Puts section `id` at `position` on its page (end when absent). */
async function placeSection(db: Db, pageId: number, id: number, position?: number): Promise<void> {
  const ids = (await pageSections(db, pageId)).filter((other) => other !== id);
  const at = position === undefined ? ids.length : Math.max(0, Math.min(ids.length, position));
  ids.splice(at, 0, id);
  await renumberSections(db, ids);
}

/** A slug nobody has yet: "page-12-3f9a1c". */
const newSlug = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

const tx = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction(work);

export async function createSection(db: Db, input: CreateSectionRequest, lang: Lang, writer: Writer): Promise<SectionRow> {
  const userId = writer.id;
  const layout = checkLayout(input.layout, lang);
  const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, input.page)).limit(1);
  if (!page) throw missing(tEditorApi(lang).pageNotFound());
  return tx(db, async (t) => {
    await guardPage(t, page.id, writer, { kind: 'new' }, lang);
    const [row] = await t
      .insert(sections)
      .values({ slug: newSlug(`page-${page.id}`), pageId: page.id, contentType: 'page', objectId: page.id, layout, extraClass: input.extra_class ?? '', columns: columnsFor(layout), updatedBy: userId })
      .returning();
    await placeSection(t, page.id, row!.id, input.position);
    await touchSection(t, row!.id, userId);
    return row!;
  });
}

export async function updateSection(db: Db, section: SectionRow, input: UpdateSectionRequest, lang: Lang, writer: Writer): Promise<void> {
  const userId = writer.id;
  const layout = input.layout === undefined ? section.layout : checkLayout(input.layout, lang);
  const columns = layout === section.layout ? section.columns : columnsFor(layout);
  await tx(db, async (t) => {
    await guardSection(t, section.id, writer, { kind: 'section', id: section.id }, lang);
    const last = columns.length - 1;
    // Nothing is lost when columns go: their modules join the new last column, after what is there.
    const moving = await t
      .select({ id: modules.id })
      .from(modules)
      .where(and(eq(modules.sectionId, section.id), gte(modules.columnIndex, last + 1)))
      .orderBy(asc(modules.columnIndex), asc(modules.position));
    if (moving.length > 0) {
      const ids = moving.map((m) => m.id);
      const lastColumn = { sectionId: section.id, columnIndex: last, parentModuleId: null };
      const kept = (await siblingIds(t, lastColumn)).filter((id) => !ids.includes(id));
      await t.update(modules).set({ columnIndex: last }).where(inArray(modules.id, ids));
      // Their children follow (they carry the column of their list).
      await t.update(modules).set({ columnIndex: last }).where(and(eq(modules.sectionId, section.id), gte(modules.columnIndex, last + 1)));
      for (const [position, id] of [...kept, ...ids].entries()) await t.update(modules).set({ position }).where(eq(modules.id, id));
    }
    await t
      .update(sections)
      .set({ layout, columns, extraClass: input.extra_class ?? section.extraClass, updatedAt: new Date(), updatedBy: userId })
      .where(eq(sections.id, section.id));
    await touchSection(t, section.id, userId);
  });
}

export async function moveSection(db: Db, section: SectionRow, position: number, lang: Lang, writer: Writer): Promise<void> {
  if (section.pageId === null) return;
  const userId = writer.id;
  await tx(db, async (t) => {
    await guardPage(t, section.pageId!, writer, { kind: 'section-order' }, lang);
    await placeSection(t, section.pageId!, section.id, position);
    await touchSection(t, section.id, userId);
  });
}

export async function deleteSection(db: Db, section: SectionRow, lang: Lang, writer: Writer): Promise<void> {
  const userId = writer.id;
  await tx(db, async (t) => {
    await guardSection(t, section.id, writer, { kind: 'section', id: section.id }, lang);
    await t.delete(sections).where(eq(sections.id, section.id));
    if (section.pageId !== null) {
      await renumberSections(t, await pageSections(t, section.pageId));
      await touchPage(t, section.pageId, userId);
    }
  });
}

/** A copy of the section with all its modules, right after it; returns the copy. */
export async function duplicateSection(db: Db, section: SectionRow, lang: Lang, writer: Writer): Promise<SectionRow> {
  const userId = writer.id;
  return tx(db, async (t) => {
    await guardSection(t, section.id, writer, { kind: 'new' }, lang);
    const { id: _id, slug, createdAt: _c, updatedAt: _u, ...values } = section;
    const [copy] = await t.insert(sections).values({ ...values, slug: newSlug(slug.slice(0, 80)), updatedBy: userId }).returning();
    const rows = await t.select().from(modules).where(eq(modules.sectionId, section.id)).orderBy(asc(modules.id));
    const ids = new Map<number, number>();
    // Parents before children: ids ascend from parent to child in every write path (copies included).
    const pending = [...rows];
    for (let round = 0; round < 8 && pending.length > 0; round++) {
      for (const row of [...pending]) {
        if (row.parentModuleId !== null && !ids.has(row.parentModuleId)) continue;
        const { id, createdAt: _mc, updatedAt: _mu, clientKey: _k, ...rest } = row;
        const [inserted] = await t
          .insert(modules)
          .values({ ...rest, sectionId: copy!.id, parentModuleId: row.parentModuleId === null ? null : ids.get(row.parentModuleId)!, updatedBy: userId })
          .returning({ id: modules.id });
        ids.set(id, inserted!.id);
        pending.splice(pending.indexOf(row), 1);
      }
    }
    if (section.pageId !== null) await placeSection(t, section.pageId, copy!.id, section.position + 1);
    await touchSection(t, copy!.id, userId);
    return copy!;
  });
}

/**
 * SPEC §4: "section not found (404) creates an initial empty container (logged-in only)". Answers the
 * existing one when the slug is already there (two editors opening the same entity at once).
 */
export async function createContainer(db: Db, input: CreateContainerRequest, lang: Lang, userId: number): Promise<{ row: SectionRow; created: boolean }> {
  const layout = checkLayout(input.layout ?? '100', lang);
  const [existing] = await db.select().from(sections).where(eq(sections.slug, input.slug)).limit(1);
  if (existing) return { row: existing, created: false };
  if (input.parent !== undefined && input.parent !== null) {
    const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, input.parent)).limit(1);
    if (!page) throw invalid([{ field: 'parent', code: 'notFound' }], lang);
  }
  const [row] = await db
    .insert(sections)
    .values({
      slug: input.slug,
      pageId: input.parent ?? null,
      contentType: input.content_type,
      objectId: input.object_id ?? null,
      layout,
      columns: columnsFor(layout),
      updatedBy: userId,
    })
    .onConflictDoNothing({ target: sections.slug })
    .returning();
  if (row) return { row, created: true };
  const [raced] = await db.select().from(sections).where(eq(sections.slug, input.slug)).limit(1);
  return { row: raced!, created: false };
}
