/** A section (container) by its slug, for the editor and slot-like placements (SPEC §7 container call). */
import { eq } from 'drizzle-orm';
import type { Section } from '../../../common/api/types';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { pages, sections } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import { seesOffline } from '../http/viewer';
import { publishedSnapshot } from '../drafts/draft-service';
import { snapshotRows } from '../versions/snapshot';
import { resolveReferences } from './references';
import { buildSections, type ModuleRow, type SectionRow } from './section-tree';
import { now as clockNow } from '../../clock';
import { containerVisible } from '../visibility';

/** Slugs are lowercase words with dashes or underscores (common/api/body-schemas.ts, where the editor's bodies take them too). */
export { SECTION_SLUG_PATTERN } from '../../../common/api/body-schemas';

/**
 * A section of a page as visitors see it: from the page's published version, never its
 * draft; nothing of a page never published.
 */
async function publishedSection(db: Db, row: SectionRow): Promise<{ section: SectionRow; modules?: ModuleRow[] } | null> {
  if (row.pageId === null) return { section: row };
  const [page] = await db.select({ id: pages.id, isPublished: pages.isPublished, publishedVersion: pages.publishedVersion }).from(pages).where(eq(pages.id, row.pageId)).limit(1);
  if (!page?.isPublished) return null;
  const snapshot = await publishedSnapshot(db, page);
  if (!snapshot) return { section: row };
  const stored = snapshotRows(snapshot);
  const section = stored.sections.find((s) => s.slug === row.slug);
  return section ? { section, modules: stored.modules } : null;
}

export async function loadSectionBySlug(db: Db, slug: string, lang: Lang, user: SessionUser | null): Promise<Section | null> {
  const rows = await db.select().from(sections).where(eq(sections.slug, slug)).limit(1);
  if (rows.length === 0) return null;
  const showOffline = seesOffline(user);
  // An offline event's or page's container must not show its modules to anyone else.
  if (!showOffline && !(await containerVisible(db, rows[0]!, clockNow()))) return null;
  const visible = showOffline ? { section: rows[0]! } : await publishedSection(db, rows[0]!);
  if (!visible) return null;
  const [section] = await buildSections(db, [visible.section], { lang, showOffline, ...(visible.modules ? { moduleRows: visible.modules } : {}) });
  return resolveReferences(db, section!, lang);
}
