/**
 * Modules and sections as the editor's forms read them (common/api/editor.ts EditorModule,
 * EditorSection): data in stored form, so a save sends back references rather than what they point
 * at, and beside it a preview of every reference (file name and thumbnail, page title and URL).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { EditorModule, EditorSection, LinkKind, RefPreview } from '../../../common/api/editor';
import { LINK_KINDS } from '../../../common/api/editor';
import { declarationOf } from '../../../common/modules/declarations';
import { mergeData } from '../../../common/modules/define';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { media, modules, sections, users } from '../../db/schema';
import { linkTargetsById } from '../links/link-targets';
import { thumbnailOf } from '../media/media-item';
import { venueItemsById } from '../programme/place-service';
import type { ModuleRow, SectionRow } from './placement';

const MARKERS = ['$media', '$venue', ...LINK_KINDS.map((k) => `$${k}`)];

function collectRefs(value: unknown, found: Map<string, Set<number>>): void {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, found);
  else if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value);
    const id = (value as Record<string, unknown>)[keys[0]!];
    if (keys.length === 1 && MARKERS.includes(keys[0]!) && typeof id === 'number') {
      let set = found.get(keys[0]!);
      if (!set) found.set(keys[0]!, (set = new Set()));
      set.add(id);
    } else for (const item of Object.values(value)) collectRefs(item, found);
  }
}

/** Previews of every reference in `values`, keyed "media:5", "venue:2", "page:3". */
async function previews(db: Db, values: unknown, lang: Lang): Promise<Record<string, RefPreview>> {
  const found = new Map<string, Set<number>>();
  collectRefs(values, found);
  const out: Record<string, RefPreview> = {};
  for (const [marker, set] of found) {
    const ids = [...set];
    const kind = marker.slice(1);
    if (marker === '$media') {
      for (const row of await db.select().from(media).where(inArray(media.id, ids))) {
        out[`media:${row.id}`] = { label: row.alt[lang] || row.alt.de || row.name, url: `/media/${row.file}`, thumbnail: thumbnailOf(row) };
      }
    } else if (marker === '$venue') {
      for (const [id, venue] of await venueItemsById(db, ids, lang)) out[`venue:${id}`] = { label: venue.name, url: venue.url ?? '', thumbnail: null };
    } else {
      for (const [id, target] of await linkTargetsById(db, kind as LinkKind, ids, lang)) out[`${kind}:${id}`] = { label: target.title, url: target.url, thumbnail: null };
    }
  }
  return out;
}

async function userNames(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  return new Map((await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, wanted))).map((u) => [u.id, u.username]));
}

/** A module row's data in `lang` with its online window, as the form edits it. */
function formData(row: ModuleRow, lang: Lang): Record<string, unknown> {
  const data = mergeData(row, lang);
  const declaration = declarationOf(row.type);
  if (declaration && 'online_from' in declaration.fields) data.online_from = row.onlineFrom?.toISOString() ?? null;
  if (declaration && 'online_to' in declaration.fields) data.online_to = row.onlineTo?.toISOString() ?? null;
  return data;
}

/** Modules with their children, one query per level, for a module or a whole section. */
async function buildTree(db: Db, top: ModuleRow[], lang: Lang, sectionSlug: string | null): Promise<EditorModule[]> {
  const all: ModuleRow[] = [...top];
  let level = top.map((m) => m.id);
  for (let depth = 0; depth < 6 && level.length > 0; depth++) {
    const rows = await db.select().from(modules).where(inArray(modules.parentModuleId, level)).orderBy(asc(modules.position), asc(modules.id));
    all.push(...rows);
    level = rows.map((r) => r.id);
  }
  const names = await userNames(db, all.map((m) => m.updatedBy));
  const refs = await previews(db, all.map((m) => [m.fields, m.i18n]), lang);
  const views = new Map<number, EditorModule>();
  for (const row of all) {
    views.set(row.id, {
      id: row.id,
      type: row.type,
      section: row.parentModuleId === null ? sectionSlug : null,
      column: row.columnIndex,
      parent: row.parentModuleId,
      position: row.position,
      online_from: row.onlineFrom?.toISOString() ?? null,
      online_to: row.onlineTo?.toISOString() ?? null,
      data: formData(row, lang),
      refs: {},
      children: [],
      updated_at: row.updatedAt.toISOString(),
      updated_by: row.updatedBy === null ? null : (names.get(row.updatedBy) ?? null),
    });
  }
  for (const row of all) if (row.parentModuleId !== null) views.get(row.parentModuleId)?.children.push(views.get(row.id)!);
  // Every module carries the previews its subtree needs; the editor reads them beside `data`.
  for (const view of views.values()) view.refs = refs;
  return top.map((m) => views.get(m.id)!);
}

export async function editorModule(db: Db, id: number, lang: Lang): Promise<EditorModule | null> {
  const [row] = await db.select().from(modules).where(eq(modules.id, id)).limit(1);
  if (!row) return null;
  const [section] = await db.select({ slug: sections.slug }).from(sections).where(eq(sections.id, row.sectionId!)).limit(1);
  return (await buildTree(db, [row], lang, section?.slug ?? null))[0]!;
}

export async function editorSection(db: Db, section: SectionRow, lang: Lang): Promise<EditorSection> {
  const top = await db
    .select()
    .from(modules)
    .where(eq(modules.sectionId, section.id))
    .orderBy(asc(modules.columnIndex), asc(modules.position), asc(modules.id));
  const tree = await buildTree(db, top.filter((m) => m.parentModuleId === null), lang, section.slug);
  const names = await userNames(db, [section.updatedBy]);
  return {
    slug: section.slug,
    page: section.pageId,
    content_type: section.contentType,
    object_id: section.objectId,
    position: section.position,
    layout: section.layout,
    extra_class: section.extraClass,
    columns: section.columns.map((c) => ({ index: c.index, classes: c.classes, modules: tree.filter((m) => m.column === c.index) })),
    updated_at: section.updatedAt.toISOString(),
    updated_by: section.updatedBy === null ? null : (names.get(section.updatedBy) ?? null),
  };
}
