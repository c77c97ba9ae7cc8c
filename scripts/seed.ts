/**
 * `npm run seed`: opens the database as the server does (DATA_DIR / DATABASE_URL), applies migrations
 * and seeds the demo content if the database is empty. `npm run seed -- --force` first deletes all
 * content (pages, programme, media rows, settings; accounts stay) and seeds again. Stop the server
 * first when it uses the embedded PGlite: one process at a time may open its files.
 */
import { count } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { media, modules, pages } from '../server/db/schema';
import { isSeeded } from '../server/seed';
import { seedWithInitialAccount } from '../server/seed/initial-password';
import { wipeContent } from '../server/seed/wipe';

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  const config = loadConfig();
  const database = await openDatabase(config);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  try {
    await migrateDatabase(database);
    const { db } = database;
    if (await isSeeded(db)) {
      if (!force) {
        console.log(`${where} already holds content: nothing to do. Run \`npm run seed -- --force\` to delete it and seed again.`);
        return;
      }
      console.warn(`--force: deleting all content in ${where} (accounts are kept) …`);
      const tables = await wipeContent(db);
      console.warn(`emptied ${tables.length} tables: ${tables.join(', ')}`);
    }
    const started = Date.now();
    await seedWithInitialAccount(db, config.dataDir);
    const [pageCount] = await db.select({ n: count() }).from(pages);
    const [moduleCount] = await db.select({ n: count() }).from(modules);
    const [mediaCount] = await db.select({ n: count() }).from(media);
    console.log(
      `Seeded ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${pageCount!.n} pages, ${moduleCount!.n} modules, ${mediaCount!.n} images (files in ${config.dataDir}/media).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
