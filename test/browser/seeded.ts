/**
 * Facts about the demo seed, read from a seeded test database (the same seed the server ran on its
 * first start), so the browser tests follow the seed's texts instead of copying them.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { pick } from '../../common/i18n/localized';
import type { Lang } from '../../common/routes';
import { modules, pages, sections } from '../../server/db/schema';
import { openDatabase, type Database } from '../../server/db/client';
import { createTestDatabase } from '../helpers/database';
import { TEMPLATE_ENV } from '../helpers/server';

/**
 * The seeded database the test servers start from: under `npm test`, a copy of the template data
 * folder the runner seeded once (opening it takes seconds; seeding a new one took 40 s of a busy
 * machine's CPU, twice per run); a file run by hand seeds its own.
 */
async function seededDatabase(): Promise<Database> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'venue-seeded-'));
  await cp(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  const database = await openDatabase({ databaseUrl: null, dataDir });
  return {
    ...database,
    close: async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The home page's hero headline (hero-media module, SPEC §3) in each language. */
export async function heroHeadlines(): Promise<Record<Lang, string>> {
  const database = await seededDatabase();
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
