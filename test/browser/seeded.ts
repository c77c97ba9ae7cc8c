/**
 * Facts about the demo seed, read from a seeded test database (the same seed the server ran on its
 * first start), so the browser tests follow the seed's texts instead of copying them.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { pick } from '../../common/i18n/localized';
import type { Lang } from '../../common/routes';
import { modules, pages, sections } from '../../server/db/schema';
import { createTestDatabase } from '../helpers/database';

/** The home page's hero headline (hero-media module, SPEC §3) in each language. */
export async function heroHeadlines(): Promise<Record<Lang, string>> {
  const database = await createTestDatabase();
  try {
    const [home] = await database.db.select({ id: pages.id }).from(pages).where(eq(pages.pathDe, '/de'));
    if (!home) throw new Error('The seed has no home page at /de');
    const sectionIds = (await database.db.select({ id: sections.id }).from(sections).where(eq(sections.pageId, home.id))).map((s) => s.id);
    const [hero] = sectionIds.length
      ? await database.db.select({ i18n: modules.i18n }).from(modules).where(and(inArray(modules.sectionId, sectionIds), eq(modules.type, 'hero-media')))
      : [];
    if (!hero) throw new Error('The seeded home page has no hero-media module');
    const headline = (lang: Lang) => String((pick(hero.i18n, lang) as { headline?: unknown } | undefined)?.headline ?? '');
    return { de: headline('de'), en: headline('en') };
  } finally {
    await database.close();
  }
}
