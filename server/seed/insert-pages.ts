/**
 * Writes PageSeeds: page rows (parents first), their sections, and the module tree. Each module's
 * values are split into `fields` and `i18n` by its declaration's `translatable` flags (common/modules),
 * so a value in the wrong place is a seed error here, not a blank on the page.
 */
import { declarationOf } from '../../common/modules/declarations';
import { LANGS } from '../../common/routes';
import type { Db } from '../db/client';
import { modules, pages, sections } from '../db/schema';
import type { SeedMediaIds } from './images';
import { PAGE_PATHS, type PageKey } from './content/paths';
import type { ModuleSeed, PageSeed } from './content/types';

type I18n = { de: Record<string, unknown>; en: Record<string, unknown> };

function isLocalized(value: unknown): value is { de: unknown; en?: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'de' in value;
}

/** `{fields, i18n}` of a module; throws on a field its declaration does not know or a text given in one language only. */
export function splitModuleData(module: ModuleSeed): { fields: Record<string, unknown>; i18n: I18n } {
  const declaration = declarationOf(module.type);
  if (!declaration) throw new Error(`seed: unknown module type "${module.type}"`);
  const fields: Record<string, unknown> = {};
  const i18n: I18n = { de: {}, en: {} };
  for (const [name, value] of Object.entries(module.data ?? {})) {
    const field = declaration.fields[name];
    if (!field) throw new Error(`seed: ${module.type} has no field "${name}"`);
    if (!field.translatable) {
      fields[name] = value;
      continue;
    }
    if (!isLocalized(value)) throw new Error(`seed: ${module.type}.${name} is translatable: give {de, en}`);
    for (const lang of LANGS) i18n[lang][name] = value[lang] ?? '';
  }
  return { fields, i18n };
}

interface ModuleTarget {
  sectionId: number;
  columnIndex: number;
  parentModuleId: number | null;
}

async function insertModules(db: Db, list: ModuleSeed[], target: ModuleTarget): Promise<void> {
  for (const [position, module] of list.entries()) {
    const { fields, i18n } = splitModuleData(module);
    const [row] = await db
      .insert(modules)
      .values({ ...target, position, type: module.type, fields, i18n, onlineFrom: module.online?.from ?? null, onlineTo: module.online?.to ?? null })
      .returning({ id: modules.id });
    if (module.children?.length) await insertModules(db, module.children, { ...target, parentModuleId: row!.id });
  }
}

/** Inserts the pages in the given order (a parent before its children); returns their ids by key. */
export async function insertPages(db: Db, seeds: PageSeed[], media: SeedMediaIds): Promise<Record<PageKey, number>> {
  const ids = {} as Record<PageKey, number>;
  const positions = new Map<string, number>();
  for (const page of seeds) {
    const parentId = page.parent ? ids[page.parent] : null;
    if (page.parent && parentId === undefined) throw new Error(`seed: page ${page.key} comes before its parent ${page.parent}`);
    const siblingKey = String(parentId);
    const position = positions.get(siblingKey) ?? 0;
    positions.set(siblingKey, position + 1);
    const [row] = await db
      .insert(pages)
      .values({
        parentId,
        position,
        pathDe: PAGE_PATHS[page.key].de,
        pathEn: PAGE_PATHS[page.key].en,
        contentType: page.contentType ?? 'page',
        title: page.title,
        headline: page.headline,
        metaTitle: page.metaTitle,
        metaDescription: page.metaDescription,
        ogTitle: page.ogTitle ?? page.metaTitle,
        ogDescription: page.ogDescription ?? page.metaDescription,
        ogImageId: page.ogImage ? media[page.ogImage] : null,
        ogType: page.ogType ?? 'website',
        isOnline: page.isOnline ?? true,
        inMenu: page.inMenu ?? false,
        inFooter: page.inFooter ?? false,
        isLandingPage: page.isLandingPage ?? false,
        theme: page.theme ?? null,
        variant: page.variant ?? 'default',
      })
      .returning({ id: pages.id });
    const pageId = row!.id;
    ids[page.key] = pageId;

    for (const [index, section] of page.sections.entries()) {
      if (section.columns.length !== section.layout.split('-').length) {
        throw new Error(`seed: section ${index + 1} of ${page.key} has ${section.columns.length} columns for layout ${section.layout}`);
      }
      const [sectionRow] = await db
        .insert(sections)
        .values({
          slug: `${page.key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-${index + 1}`,
          pageId,
          position: index,
          contentType: 'page',
          objectId: pageId,
          layout: section.layout,
          extraClass: section.extraClass ?? '',
          columns: section.columns.map((_, i) => ({ index: i, classes: '' })),
        })
        .returning({ id: sections.id });
      for (const [columnIndex, list] of section.columns.entries()) {
        await insertModules(db, list, { sectionId: sectionRow!.id, columnIndex, parentModuleId: null });
      }
    }
  }
  return ids;
}
