/**
 * Writes the simulator's catalogue (DATA_DIR/ticketshop-catalog.json) from the site's seeded
 * ticketing data: `node --import tsx scripts/ticketshop/export-catalog.ts [--if-missing]`.
 * `npm start` runs it with --if-missing before the server opens the database (PGlite allows one
 * process at a time). A database not seeded yet exits with NOTHING_TO_EXPORT, so the caller can seed first.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import { runMain } from '../run-main';
import { openDatabase } from '../../server/db/client';
import { writeTicketshopCatalog } from '../../server/features/ticketshop/catalog-export';
import { CATALOG_FILE } from '../../server/features/ticketshop/protocol';
import { rowsOf } from '../../server/db/rows';

/** Exit code: the database holds no events yet (not created, or not migrated). */
export const NOTHING_TO_EXPORT = 3;

async function main(): Promise<number> {
  const config = loadConfig();
  const file = path.join(config.dataDir, CATALOG_FILE);
  if (process.argv.includes('--if-missing') && existsSync(file)) return 0;
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite'))) return NOTHING_TO_EXPORT;
  const database = await openDatabase(config);
  try {
    // Fails on a database without tables yet; either way there is nothing to export.
    const seeded = await database.db.execute(sql`select exists(select 1 from pages) as ready`).then((r) => Boolean(rowsOf<{ ready: boolean }>(r)[0]?.ready), () => false);
    if (!seeded) return NOTHING_TO_EXPORT;
    const written = await writeTicketshopCatalog(database.db, config.dataDir);
    console.log(`ticket shop catalogue written to ${written}`);
    return 0;
  } finally {
    await database.close();
  }
}

runMain(main);
