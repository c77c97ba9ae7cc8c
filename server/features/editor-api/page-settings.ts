/**
 * A page's settings in both languages (common/api/editor.ts PageSettings): title,
 * headline, meta and Open Graph fields, flags, the URL per language and the parent. Checked field by
 * field; 400 field names are dotted ("urls.en", "title.de").
 */
import { and, asc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { PAGE_SETTINGS_BODY } from '../../../common/api/body-schemas';
import type { PageOption, PageSettings } from '../../../common/api/editor';
import type { FromSchema } from 'json-schema-to-ts';
import type { PageTemplate } from '../../../common/api/page-tree';
import type { ColourTheme, PageVariant } from '../../../common/api/types';
import type { Localized } from '../../../common/i18n/localized';
import type { FieldError } from '../../../common/modules/define';
import { LANGS, normalizePath, type Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { badRequest } from '../../errors';
import { media, pages, users } from '../../db/schema';
import { toImageObj } from '../media/image-obj';
import { invalid, missing, tEditorApi } from './messages';
import { containsPattern } from '../http/like-pattern';
import { recordVersion } from '../versions/version-service';
import { touchPage } from './placement';
import { guardPage, type Writer } from './revision-guard';
import { applyChanges, changeProblems, plannedChanges } from '../page-tree/addresses';
import { menuEntriesFollowFlags } from '../page-tree/menu-entries';
import { startFromTemplate } from '../page-tree/templates';

/** What a settings save or a new page sends, as its route's schema lets it through (a text may lack a language). */
export type PageSettingsBody = FromSchema<typeof PAGE_SETTINGS_BODY>;

type PageRow = typeof pages.$inferSelect;

const THEMES: readonly (ColourTheme | null)[] = ['cc01', 'cc02', 'cc03', null];
const VARIANTS: readonly PageVariant[] = ['default', 'landing-2023', 'jewish-weekends'];
const TEXTS = ['title', 'headline', 'meta_title', 'meta_description', 'og_title', 'og_description'] as const;
const FLAGS = ['is_online', 'is_clickable', 'in_menu', 'in_footer', 'is_landing_page'] as const;
/** Longest text per field; descriptions may run long, titles may not. */
const MAX_TEXT = 1000;

const COLUMNS = {
  title: 'title',
  headline: 'headline',
  meta_title: 'metaTitle',
  meta_description: 'metaDescription',
  og_title: 'ogTitle',
  og_description: 'ogDescription',
  is_online: 'isOnline',
  is_clickable: 'isClickable',
  in_menu: 'inMenu',
  in_footer: 'inFooter',
  is_landing_page: 'isLandingPage',
} as const;

export async function pageRow(db: Db, id: number, lang: Lang): Promise<PageRow> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  if (!row) throw missing(tEditorApi(lang).pageNotFound());
  return row;
}

export async function pageSettings(db: Db, row: PageRow, lang: Lang): Promise<PageSettings> {
  const [og] = row.ogImageId === null ? [] : await db.select().from(media).where(eq(media.id, row.ogImageId));
  const [editor] = row.updatedBy === null ? [] : await db.select({ username: users.username }).from(users).where(eq(users.id, row.updatedBy));
  return {
    id: row.id,
    urls: { de: row.pathDe, en: row.pathEn },
    title: row.title,
    headline: row.headline,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    og_title: row.ogTitle,
    og_description: row.ogDescription,
    og_image: row.ogImageId === null ? null : { $media: row.ogImageId },
    og_image_preview: og ? toImageObj(og, lang) : null,
    og_type: row.ogType,
    is_online: row.isOnline,
    is_clickable: row.isClickable,
    in_menu: row.inMenu,
    in_footer: row.inFooter,
    is_landing_page: row.isLandingPage,
    parent: row.parentId,
    theme: row.theme,
    variant: row.variant,
    online_from: row.onlineFrom?.toISOString() ?? null,
    online_to: row.onlineTo?.toISOString() ?? null,
    revision: row.revision,
    updated_at: row.updatedAt.toISOString(),
    updated_by: editor?.username ?? null,
  };
}

/** "/de" or "/de/haus/geschichte": the language prefix, then lowercase words with dashes. */
const pathPattern = (lang: Lang) => new RegExp(`^/${lang}(/[a-z0-9]+(-[a-z0-9]+)*)*$`);

/** The parent's chain upwards, to refuse a page becoming its own ancestor. */
async function ancestors(db: Db, id: number): Promise<number[]> {
  const chain: number[] = [];
  let current: number | null = id;
  for (let i = 0; i < 25 && current !== null; i++) {
    chain.push(current);
    const [row] = await db.select({ parentId: pages.parentId }).from(pages).where(eq(pages.id, current));
    current = row?.parentId ?? null;
  }
  return chain;
}

async function settingsErrors(db: Db, input: PageSettingsBody, selfId: number | null): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const lang of LANGS) {
    const url = input.urls?.[lang];
    if (url === undefined) continue;
    const clean = normalizePath(url.trim());
    if (!pathPattern(lang).test(clean)) errors.push({ field: `urls.${lang}`, code: 'urlFormat', params: { lang } });
    else {
      const column = lang === 'de' ? pages.pathDe : pages.pathEn;
      const [taken] = await db.select({ id: pages.id }).from(pages).where(selfId === null ? eq(column, clean) : and(eq(column, clean), ne(pages.id, selfId))).limit(1);
      if (taken) errors.push({ field: `urls.${lang}`, code: 'taken' });
    }
  }
  for (const name of TEXTS) {
    for (const [lang, text] of Object.entries(input[name] ?? {})) {
      if (typeof text !== 'string') errors.push({ field: `${name}.${lang}`, code: 'notText' });
      else if (text.length > MAX_TEXT) errors.push({ field: `${name}.${lang}`, code: 'tooLong', params: { max: MAX_TEXT } });
    }
  }
  if (input.title !== undefined && !(input.title.de ?? '').trim()) errors.push({ field: 'title.de', code: 'required' });
  if (input.og_image) {
    const [image] = await db.select({ kind: media.kind }).from(media).where(eq(media.id, input.og_image.$media));
    if (!image) errors.push({ field: 'og_image', code: 'notFound' });
    else if (image.kind !== 'image') errors.push({ field: 'og_image', code: 'notMedia' });
  }
  if (input.parent !== undefined && input.parent !== null) {
    const [parent] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, input.parent));
    if (!parent) errors.push({ field: 'parent', code: 'notFound' });
    else if (selfId !== null && (await ancestors(db, input.parent)).includes(selfId)) errors.push({ field: 'parent', code: 'notAllowedHere', params: { type: 'page' } });
  }
  if (input.theme !== undefined && !(THEMES as readonly (string | null)[]).includes(input.theme)) errors.push({ field: 'theme', code: 'notOption' });
  if (input.variant !== undefined && !(VARIANTS as readonly string[]).includes(input.variant)) errors.push({ field: 'variant', code: 'notOption' });
  for (const name of ['online_from', 'online_to'] as const) {
    const value = input[name];
    if (value !== undefined && value !== null && value !== '' && Number.isNaN(Date.parse(value))) errors.push({ field: name, code: 'notDate' });
  }
  const from = input.online_from ? Date.parse(input.online_from) : NaN;
  const to = input.online_to ? Date.parse(input.online_to) : NaN;
  if (from >= to) errors.push({ field: 'online_to', code: 'notDate' });
  return errors;
}

/** The columns to set from a checked input: texts merge per language over what is stored. */
function changes(input: PageSettingsBody, row: PageRow | null): Partial<typeof pages.$inferInsert> {
  const set: Record<string, unknown> = {};
  for (const name of TEXTS) {
    const value = input[name];
    if (value !== undefined) set[COLUMNS[name]] = { ...(row ? row[COLUMNS[name]] : { de: '' }), ...value } as Localized;
  }
  for (const name of FLAGS) if (input[name] !== undefined) set[COLUMNS[name]] = input[name];
  if (input.urls?.de !== undefined) set.pathDe = normalizePath(input.urls.de.trim());
  if (input.urls?.en !== undefined) set.pathEn = normalizePath(input.urls.en.trim());
  if (input.og_image !== undefined) set.ogImageId = input.og_image?.$media ?? null;
  if (input.og_type !== undefined) set.ogType = input.og_type;
  if (input.parent !== undefined) set.parentId = input.parent;
  if (input.theme !== undefined) set.theme = input.theme;
  if (input.variant !== undefined) set.variant = input.variant;
  if (input.online_from !== undefined) set.onlineFrom = input.online_from ? new Date(input.online_from) : null;
  if (input.online_to !== undefined) set.onlineTo = input.online_to ? new Date(input.online_to) : null;
  return set;
}

export async function savePageSettings(db: Db, row: PageRow, input: PageSettingsBody, lang: Lang, writer: Writer): Promise<void> {
  const errors = await settingsErrors(db, input, row.id);
  if (errors.length > 0) throw invalid(errors, lang);
  // `{"urls": {}}` and the like change no column: a 400, not an UPDATE without columns.
  if (Object.keys(changes(input, row)).length === 0) throw badRequest('The request changes no page setting: send at least one value.');
  await db.transaction(async (tx) => {
    await guardPage(tx, row.id, writer, { kind: 'page' }, lang);
    // The texts merge over what is stored now, not over what was read before the lock.
    const [fresh] = await tx.select().from(pages).where(eq(pages.id, row.id));
    const set = changes(input, fresh ?? row);
    // A new address: the children's follow and each old one redirects to its new one.
    const moves = await plannedChanges(tx, row.id, { de: (fresh ?? row).pathDe, en: (fresh ?? row).pathEn }, { de: set.pathDe ?? (fresh ?? row).pathDe, en: set.pathEn ?? (fresh ?? row).pathEn });
    const taken = await changeProblems(tx, moves);
    if (taken.length) throw invalid(taken, lang);
    await tx.update(pages).set(set).where(eq(pages.id, row.id));
    await applyChanges(tx, moves, row.id);
    await menuEntriesFollowFlags(tx, row.id, { inMenu: input.in_menu, inFooter: input.in_footer });
    await touchPage(tx, row.id, writer.id);
  });
}

/** A new page is a draft that no visitor sees until it is published. */
export async function createPage(db: Db, input: PageSettingsBody, lang: Lang, userId: number, template?: PageTemplate): Promise<PageRow> {
  const errors = await settingsErrors(db, input, null);
  for (const l of LANGS) if (!input.urls?.[l]) errors.push({ field: `urls.${l}`, code: 'required' });
  if (!input.title?.de?.trim() && !errors.some((e) => e.field === 'title.de')) errors.push({ field: 'title.de', code: 'required' });
  if (errors.length > 0) throw invalid(errors, lang);
  return db.transaction(async (tx) => {
    const parentId = input.parent ?? null;
    // At the end of its siblings: the tree and the menus show it last under its parent.
    const [last] = await tx.select({ max: sql<number | null>`max(${pages.position})` }).from(pages).where(parentId === null ? isNull(pages.parentId) : eq(pages.parentId, parentId));
    const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    const [row] = await tx
      .insert(pages)
      .values({ pathDe: '', pathEn: '', ...changes(input, null), position, updatedBy: userId, isPublished: false } as typeof pages.$inferInsert)
      .returning();
    // Without a template (API clients, scripts) the page starts with no section, as before.
    if (template) await startFromTemplate(tx, row!, template, userId);
    await menuEntriesFollowFlags(tx, row!.id, { inMenu: input.in_menu || undefined, inFooter: input.in_footer || undefined });
    await recordVersion(tx, { pageId: row!.id, authorId: userId });
    return row!;
  });
}


/** Pages for the parent picker, by title or path. */
export async function pageOptions(db: Db, q: string, lang: Lang): Promise<PageOption[]> {
  const pattern = containsPattern(q.trim());
  const rows = await db
    .select()
    .from(pages)
    .where(q.trim() ? or(ilike(sql`${pages.title}->>'de'`, pattern), ilike(sql`${pages.title}->>'en'`, pattern), ilike(pages.pathDe, pattern), ilike(pages.pathEn, pattern)) : undefined)
    .orderBy(asc(pages.pathDe))
    .limit(50);
  return rows.map((p) => ({ id: p.id, title: (lang === 'de' ? p.title.de : p.title.en || p.title.de) ?? '', url: lang === 'de' ? p.pathDe : p.pathEn, is_online: p.isOnline }));
}

