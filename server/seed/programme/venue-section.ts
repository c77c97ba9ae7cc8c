/**
 * The visit page ("Besuch") ends with our venues: a headline and a venue list naming every seeded
 * venue by reference (SPEC §3 "Venue and venue list"). Added here, once the venues have ids; the
 * page itself comes from server/seed/content, seeded before the programme.
 */
import { count, eq } from 'drizzle-orm';
import { l } from '../../../common/i18n/localized';
import type { Db } from '../../db/client';
import { modules, pages, sections } from '../../db/schema';
import { PAGE_PATHS } from '../content/paths';
import type { ModuleSeed } from '../content/types';
import { splitModuleData } from '../insert-pages';

/** The section's slug, the same scheme as the content seed's ("visit-1", …). */
export const VENUES_SECTION_SLUG = 'visit-venues';

export async function insertVenueSection(db: Db, venueIds: readonly number[]): Promise<void> {
  const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.pathDe, PAGE_PATHS.visit.de));
  // The benchmarks seed the programme without pages: nothing to add to then.
  if (!page) return;
  const [{ value: position } = { value: 0 }] = await db.select({ value: count() }).from(sections).where(eq(sections.pageId, page.id));
  const [section] = await db
    .insert(sections)
    .values({ slug: VENUES_SECTION_SLUG, pageId: page.id, position, contentType: 'page', objectId: page.id, layout: '100', columns: [{ index: 0, classes: '' }] })
    .returning({ id: sections.id });
  const list: ModuleSeed[] = [
    { type: 'headline', data: { headline_level: 2, content: l('Unsere Spielorte', 'Our venues'), anchor: 'spielorte' } },
    { type: 'venue-list', children: venueIds.map((id) => ({ type: 'venue', data: { venue: { $venue: id } } })) },
  ];
  for (const [index, module] of list.entries()) {
    const [row] = await db
      .insert(modules)
      .values({ sectionId: section!.id, columnIndex: 0, position: index, type: module.type, ...splitModuleData(module) })
      .returning({ id: modules.id });
    for (const [childIndex, child] of (module.children ?? []).entries()) {
      await db.insert(modules).values({ sectionId: section!.id, columnIndex: 0, parentModuleId: row!.id, position: childIndex, type: child.type, ...splitModuleData(child) });
    }
  }
}
