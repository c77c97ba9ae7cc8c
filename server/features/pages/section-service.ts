/** A section (container) by its slug, for the editor and slot-like placements (SPEC §7 container call). */
import { eq } from 'drizzle-orm';
import type { Section } from '../../../common/api/types';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { sections } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import { seesOffline } from '../http/viewer';
import { resolveReferences } from './references';
import { buildSections } from './section-tree';
import { now as clockNow } from '../../clock';
import { containerVisible } from '../visibility';

/** Slugs are lowercase words with dashes or underscores; anything else never reaches the database. */
export const SECTION_SLUG_PATTERN = '^[a-z0-9-_]{1,100}$';

export async function loadSectionBySlug(db: Db, slug: string, lang: Lang, user: SessionUser | null): Promise<Section | null> {
  const rows = await db.select().from(sections).where(eq(sections.slug, slug)).limit(1);
  const showOffline = seesOffline(user);
  // An offline event's or page's container must not show its modules to anyone else (issue #21).
  if (rows.length === 0 || (!showOffline && !(await containerVisible(db, rows[0]!, clockNow())))) return null;
  const [section] = await buildSections(db, rows, { lang, showOffline });
  return resolveReferences(db, section!, lang);
}
