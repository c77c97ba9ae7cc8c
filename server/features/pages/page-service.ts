/**
 * A CMS page in one language (SPEC §3 "Page", §7 page call), shared by the page API and the HTML
 * shell. An offline page exists only for editors (SPEC §4: anonymous visitors get the 404 page).
 */
import { eq, sql } from 'drizzle-orm';
import type { ImageObj } from '../../../common/api/media';
import type { BreadcrumbItem, Page } from '../../../common/api/types';
import { pickText, type Localized } from '../../../common/i18n/localized';
import { LANGS, normalizePath, type Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { pages, sections } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import { seesOffline } from '../http/viewer';
import type { MediaRef } from '../media/image-obj';
import { resolveReferences } from './references';
import { snapshotRows } from '../versions/snapshot';
import { findVersion } from '../versions/version-service';
import { draftSummary, publishedSnapshot } from '../drafts/draft-service';
import { buildSections, sectionOrder, type ModuleRow, type SectionRow } from './section-tree';
import { now as clockNow } from '../../clock';
import { pageVisible } from '../visibility';
import { STATEMENT_CONTENT_TYPE } from '../../../common/api/accessibility';
import { loadStatementFacts } from '../accessibility/statement-facts';
import { rowsOf } from '../../db/rows';

export interface PageQuery {
  lang: Lang;
  /** The path as the visitor sees it, language prefix included: "/de", "/de/haus/geschichte". */
  path: string;
  user: SessionUser | null;
  now?: Date;
  /** An editor's look at an earlier version of the page (SPEC §7 `version_id`): its number. */
  version?: number;
  /** 'Ansicht als Besucher': an editor asks for what visitors see, not the draft. */
  published?: boolean;
  /**
   * A preview link's page: the draft of the page with this id, as visitors will
   * see it once published, whatever its online or published state. Any other page: as visitors see it.
   */
  draftOf?: number;
}

type PageRow = typeof pages.$inferSelect;

/** Breadcrumbs never climb further than this; guards against a parent cycle. */
const MAX_ANCESTORS = 20;
/** Width of the Open Graph thumbnail (SPEC §3 og_image_thumbs "small"). */
const OG_THUMB_WIDTH = 640;

export const pathIn = (row: Pick<PageRow, 'pathDe' | 'pathEn'>, lang: Lang) => (lang === 'de' ? row.pathDe : row.pathEn);

interface AncestorRow extends Record<string, unknown> {
  path_de: string;
  path_en: string;
  title: Localized;
}

/** Parents from the root down, in one recursive query. */
async function loadAncestors(db: Db, parentId: number | null): Promise<AncestorRow[]> {
  if (parentId === null) return [];
  const result = await db.execute<AncestorRow>(sql`
    with recursive chain(id, parent_id, path_de, path_en, title, depth) as (
      select id, parent_id, path_de, path_en, title, 0 from pages where id = ${parentId}
      union all
      select p.id, p.parent_id, p.path_de, p.path_en, p.title, chain.depth + 1
      from pages p join chain on p.id = chain.parent_id
      where chain.depth < ${MAX_ANCESTORS}
    )
    select path_de, path_en, title from chain order by depth desc`);
  return rowsOf<AncestorRow>(result);
}

/** Social networks want a JPEG of about 1200 px; wider files only cost their crawlers time. */
const OG_IMAGE_WIDTH = 1280;

function jpegAtLeast(image: ImageObj, width: number) {
  const jpegs = image.renditions.filter((r) => r.format === 'jpeg').sort((a, b) => a.width - b.width);
  return jpegs.find((r) => r.width >= width) ?? jpegs[jpegs.length - 1] ?? null;
}

function ogThumb(image: ImageObj | null): { small: string } | null {
  if (!image) return null;
  return { small: jpegAtLeast(image, OG_THUMB_WIDTH)?.url ?? image.url };
}

/** The Open Graph image with its size, so the head can give og:image:width and og:image:height. */
function ogImageOf(image: ImageObj | null): Pick<Page, 'og_image' | 'og_image_size'> {
  if (!image) return { og_image: null, og_image_size: null };
  const jpeg = jpegAtLeast(image, OG_IMAGE_WIDTH);
  return jpeg
    ? { og_image: jpeg.url, og_image_size: { width: jpeg.width, height: jpeg.height } }
    : { og_image: image.url, og_image_size: { width: image.width, height: image.height } };
}

export async function findPageRow(db: Db, lang: Lang, path: string): Promise<PageRow | null> {
  const column = lang === 'de' ? pages.pathDe : pages.pathEn;
  const [row] = await db.select().from(pages).where(eq(column, normalizePath(path))).limit(1);
  return row ?? null;
}

export async function pageRowById(db: Db, id: number): Promise<PageRow | null> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  return row ?? null;
}

/** The page at `path` in `lang`, or null when there is none the user may see. */
/** Online for visitors (server/features/visibility.ts). */
export const isPageLive = (row: Pick<PageRow, 'isOnline' | 'isPublished' | 'onlineFrom' | 'onlineTo'>, now = clockNow()) => pageVisible(row, now);

/**
 * What visitors see of a page: its published version, with the address, place in the
 * tree and online flags of its row (those act at once); null when no visitor may see it at all.
 */
async function publishedState(db: Db, live: PageRow) {
  if (!live.isPublished) return null;
  const snapshot = await publishedSnapshot(db, live);
  if (!snapshot) return { page: live, sections: null, modules: undefined };
  const stored = snapshotRows(snapshot);
  const { pathDe, pathEn, parentId, position, isOnline, onlineFrom, onlineTo } = live;
  return { page: { ...stored.page, pathDe, pathEn, parentId, position, isOnline, onlineFrom, onlineTo }, sections: stored.sections, modules: stored.modules };
}

export async function loadPage(db: Db, { lang, path, user, now, version, published = false, draftOf }: PageQuery): Promise<Page | null> {
  const live = await findPageRow(db, lang, path);
  const showOffline = seesOffline(user) && !published;
  const preview = live !== null && live.id === draftOf;
  if (!live || (!isPageLive(live, now) && !showOffline && !preview)) return null;

  let row = live;
  let sectionRows: SectionRow[] | null = null;
  let moduleRows: ModuleRow[] | undefined;
  if (version !== undefined && showOffline) {
    const stored = await findVersion(db, live.id, version);
    if (!stored) return null;
    ({ page: row, sections: sectionRows, modules: moduleRows } = snapshotRows(stored.snapshot));
  } else if (!showOffline && !preview) {
    const visible = await publishedState(db, live);
    if (!visible) return null;
    ({ page: row, sections: sectionRows, modules: moduleRows } = visible);
  }
  if (sectionRows === null) {
    sectionRows = await db.select().from(sections).where(eq(sections.pageId, row.id)).orderBy(...sectionOrder);
  }
  const ancestors = await loadAncestors(db, row.parentId);
  const tree = await buildSections(db, sectionRows, { lang, showOffline, ...(now ? { now } : {}), ...(moduleRows ? { moduleRows } : {}) });
  const ogRef: MediaRef | null = row.ogImageId === null ? null : { $media: row.ogImageId };
  const resolved = await resolveReferences(db, { modules: tree, og: ogRef as unknown }, lang);
  const ogImage = resolved.og as ImageObj | null;

  const urls = { de: row.pathDe, en: row.pathEn };
  const title = pickText(row.title, lang);
  const breadcrumb: BreadcrumbItem[] = [
    ...ancestors.map((a) => ({ title: pickText(a.title, lang), url: lang === 'de' ? a.path_de : a.path_en })),
    { title, url: pathIn(row, lang) },
  ];
  return {
    id: row.id,
    urls,
    content_type: row.contentType,
    title,
    headline: pickText(row.headline, lang),
    is_online: row.isOnline,
    is_clickable: row.isClickable,
    in_menu: row.inMenu,
    in_footer: row.inFooter,
    parent: row.parentId,
    is_landing_page: row.isLandingPage,
    meta_title: pickText(row.metaTitle, lang),
    meta_description: pickText(row.metaDescription, lang),
    og_title: pickText(row.ogTitle, lang),
    og_description: pickText(row.ogDescription, lang),
    ...ogImageOf(ogImage),
    og_type: row.ogType,
    og_image_thumbs: ogThumb(ogImage),
    modules: resolved.modules,
    // SPEC §6: each content page links to its admin change page, for editors only.
    settings_url: showOffline ? `/cms-hub/pages/${row.id}` : null,
    siblings: LANGS.map((l) => ({ lang: l, urls })),
    breadcrumb,
    theme: row.theme,
    variant: row.variant,
    ...(row.contentType === STATEMENT_CONTENT_TYPE ? { accessibility: await loadStatementFacts(db, lang) } : {}),
    ...(showOffline ? { for_editors: { revision: live.revision, online_from: iso(row.onlineFrom), online_to: iso(row.onlineTo), now: (now ?? clockNow()).toISOString(), draft: await draftSummary(db, live.id, lang) } } : {}),
  };
}

const iso = (at: Date | null) => at?.toISOString() ?? null;
