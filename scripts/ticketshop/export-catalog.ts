/**
 * Writes the simulator's catalogue (DATA_DIR/ticketshop-catalog.json) from the site's seeded
 * ticketing data: `node --import tsx scripts/ticketshop/export-catalog.ts [--if-missing]`.
 * `npm start` runs it with --if-missing before the server opens the database (PGlite allows one
 * process at a time). A database without events yet is left alone: the shop then starts empty and
 * picks up the catalogue once it is written.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { writeTicketshopCatalog } from '../../server/features/ticketshop/catalog-export';
import { CATALOG_FILE } from '../../server/features/ticketshop/protocol';

async function main(): Promise<void> {
  const config = loadConfig();
  const file = path.join(config.dataDir, CATALOG_FILE);
  if (process.argv.includes('--if-missing') && existsSync(file)) return;
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite'))) return;
  const database = await openDatabase(config);
  try {
    const result = await database.db.execute(sql`select to_regclass('events') is not null as ready`);
    if (!(result as unknown as { rows: { ready: boolean }[] }).rows[0]?.ready) return;
    const written = await writeTicketshopCatalog(database.db, config.dataDir);
    console.log(`ticket shop catalogue written to ${written}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
