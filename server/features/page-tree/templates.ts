/**
 * What a page made by 'Neue Seite' starts with: one full-width section, empty or
 * holding the page title as its headline, so the editor can add modules at once.
 * Decisions: DECISIONS "New pages, the page tree and the menus".
 */
import { randomBytes } from 'node:crypto';
import type { PageTemplate } from '../../../common/api/page-tree';
import type { Localized } from '../../../common/i18n/localized';
import type { Db } from '../../db/client';
import { modules, pages, sections } from '../../db/schema';
import { columnsFor } from '../editor-api/section-store';

export async function startFromTemplate(db: Db, page: typeof pages.$inferSelect, template: PageTemplate, userId: number): Promise<void> {
  const [section] = await db
    .insert(sections)
    .values({ slug: `page-${page.id}-${randomBytes(4).toString('hex')}`, pageId: page.id, contentType: 'page', objectId: page.id, layout: '100', columns: columnsFor('100'), updatedBy: userId })
    .returning({ id: sections.id });
  if (template !== 'headline') return;
  const words = page.headline.de ? page.headline : page.title;
  const i18n: Localized<Record<string, unknown>> = { de: { content: words.de } };
  if (words.en) i18n.en = { content: words.en };
  await db.insert(modules).values({ sectionId: section!.id, columnIndex: 0, position: 0, type: 'headline', fields: { headline_level: 2 }, i18n, updatedBy: userId });
}
