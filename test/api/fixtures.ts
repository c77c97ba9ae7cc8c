/**
 * Content rows the API tests insert themselves, so they never depend on the wording of the seed.
 * Every test file works on its own copy of the database (test/helpers/database.ts).
 */
import type { Db } from '../../server/db/client';
import { media, modules, pages, sections } from '../../server/db/schema';
import { l } from '../../common/i18n/localized';

type PageInsert = typeof pages.$inferInsert;
type ModuleInsert = typeof modules.$inferInsert;

export async function insertPage(db: Db, values: Partial<PageInsert> & Pick<PageInsert, 'pathDe' | 'pathEn'>) {
  const [row] = await db
    .insert(pages)
    .values({ title: l('Seite', 'Page'), ...values })
    .returning();
  return row!;
}

export async function insertSection(db: Db, values: Partial<typeof sections.$inferInsert> & { slug: string }) {
  const [row] = await db.insert(sections).values(values).returning();
  return row!;
}

export async function insertModule(db: Db, values: Partial<ModuleInsert> & Pick<ModuleInsert, 'type'>) {
  const [row] = await db.insert(modules).values(values).returning();
  return row!;
}

/** A media row without files on disk: the API only reads the row. */
export async function insertImage(db: Db, name: string) {
  const [row] = await db
    .insert(media)
    .values({
      file: `${name}/${name}.jpg`,
      mime: 'image/jpeg',
      width: 1600,
      height: 900,
      alt: l(`${name} (Beschreibung)`, `${name} (description)`),
      credit: 'Foto: Archiv',
      renditions: [320, 640, 1024].map((width) => ({ format: 'jpeg' as const, width, height: Math.round((width * 9) / 16), url: `/media/${name}/${name}-${width}.jpg` })),
    })
    .returning();
  return row!;
}

export const json = <T>(response: { body: string }) => JSON.parse(response.body) as T;
