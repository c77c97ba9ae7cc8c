/**
 * Demo content for a fresh database (issue 2, point 8): realistic bilingual venue content.
 * `seed` runs on the first start with an empty database and from `npm run seed`.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface SeedOptions {
  /** DATA_DIR: generated images go to DATA_DIR/media. */
  dataDir: string;
  /** "Today" for dated content (programme, opening-hours exception); defaults to now. */
  now?: Date;
}

/** True once the database holds any page: the start script seeds only an empty database. */
export async function isSeeded(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select exists(select 1 from pages) as seeded`);
  const rows = (result as unknown as { rows: { seeded: boolean }[] }).rows;
  return Boolean(rows[0]?.seeded);
}

export async function seed(_db: Db, _options: SeedOptions): Promise<void> {
  // Filled by the seed work (issue 2, point 8).
}
