/**
 * Sections → columns → modules → child modules, in one language, ordered by position (SPEC §3
 * "Section/container", module catalogue). A module's data is `{...fields, ...pick(i18n, lang)}`, so
 * renderers never care where a field is stored. Media and entity references (relation ids marked as such) stay unresolved here: the caller
 * resolves everything of one response in one batch (references.ts).
 */
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { ModuleData, Section } from '../../../common/api/types';
import { declarationOf } from '../../../common/modules/declarations';
import { mergeData, withDefaults } from '../../../common/modules/define';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { sanitizeEmbedHtml, sanitizeRichText } from '../../html/sanitize';
import { modules, sections } from '../../db/schema';
import { now as clockNow } from '../../clock';
import { moduleVisible } from '../visibility';
import { relationReference } from './references';

export type SectionRow = typeof sections.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;

export interface TreeOptions {
  lang: Lang;
  /** Editors see modules outside their online window (SPEC §4, §6). */
  showOffline: boolean;
  now?: Date;
  /** The modules to build from instead of the database's: a page version's snapshot. */
  moduleRows?: ModuleRow[];
}

/** Child modules nest at most this deep (section → teaser list → teaser item); guards against cycles. */
const MAX_DEPTH = 5;

/**
 * Declared defaults are filled in here, so the visitor bundle needs no declarations (ARCHITECTURE
 * "Budgets"). Markup fields are sanitised again on the way out: whatever reached
 * the database by another path (an import, an old row) never reaches a visitor's DOM as script.
 */
function moduleData(row: ModuleRow, lang: Lang): Record<string, unknown> {
  const data = mergeData(row, lang);
  const declaration = declarationOf(row.type);
  if (!declaration) return data;
  for (const [name, field] of Object.entries(declaration.fields)) {
    const value = data[name];
    if (field.kind === 'relation' && typeof value === 'number') data[name] = relationReference(field.to, value);
    if (typeof value !== 'string') continue;
    if (field.kind === 'html') data[name] = sanitizeEmbedHtml(value);
    else if (field.kind === 'richtext') data[name] = sanitizeRichText(value);
  }
  return withDefaults(declaration, data);
}

function toModule(row: ModuleRow, lang: Lang, forEditors: boolean): ModuleData {
  return {
    id: row.id,
    type: row.type,
    online_from: row.onlineFrom?.toISOString() ?? null,
    online_to: row.onlineTo?.toISOString() ?? null,
    data: moduleData(row, lang),
    children: [],
    ...(forEditors && row.needsTranslation?.length ? { needs_translation: row.needsTranslation } : {}),
  };
}

/** Loads every module of the given sections, one query per nesting level, skipping offline subtrees. */
async function loadModules(db: Db, sectionIds: number[], { lang, showOffline, now = clockNow(), moduleRows }: TreeOptions) {
  const visible = (row: ModuleRow) => showOffline || moduleVisible(row, now);
  const order = [asc(modules.position), asc(modules.id)];
  const inMemory = (keep: (row: ModuleRow) => boolean) =>
    moduleRows!.filter(keep).sort((a, b) => a.position - b.position || a.id - b.id);
  const topLevelRows = async () =>
    moduleRows
      ? inMemory((row) => row.sectionId !== null && sectionIds.includes(row.sectionId) && row.parentModuleId === null)
      : db.select().from(modules).where(and(inArray(modules.sectionId, sectionIds), isNull(modules.parentModuleId))).orderBy(...order);
  const childRows = async (parentIds: number[]) =>
    moduleRows
      ? inMemory((row) => row.parentModuleId !== null && parentIds.includes(row.parentModuleId))
      : db.select().from(modules).where(inArray(modules.parentModuleId, parentIds)).orderBy(...order);
  let level = (await topLevelRows()).filter(visible);
  const topLevel = level.map((row) => ({ row, module: toModule(row, lang, showOffline) }));
  const byId = new Map(topLevel.map((entry) => [entry.row.id, entry.module]));

  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
    const parentIds = level.map((row) => row.id);
    level = (await childRows(parentIds)).filter(visible);
    for (const row of level) {
      const module = toModule(row, lang, showOffline);
      byId.get(row.parentModuleId!)?.children!.push(module);
      byId.set(row.id, module);
    }
  }
  return topLevel;
}

export async function buildSections(db: Db, rows: SectionRow[], options: TreeOptions): Promise<Section[]> {
  if (rows.length === 0) return [];
  const topLevel = await loadModules(db, rows.map((s) => s.id), options);
  return rows.map((section) => ({
    slug: section.slug,
    parent: section.pageId,
    content_type: section.contentType,
    object_id: section.objectId,
    layout: section.layout,
    extra_class: section.extraClass,
    columns: section.columns.map((column) => ({
      index: column.index,
      classes: column.classes,
      children: topLevel.filter((m) => m.row.sectionId === section.id && m.row.columnIndex === column.index).map((m) => m.module),
    })),
  }));
}

export const sectionOrder = [asc(sections.position), asc(sections.id)];
