/**
 * `node --import tsx scripts/site-online.ts on|off`: takes the whole site offline (every visitor
 * gets 503 'Website offline', SPEC §4) or back online, through the same config and database as the
 * server (DATA_DIR or DATABASE_URL). With PGlite, stop the server first: it is single-process.
 */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { runMain } from './run-main';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { siteSettings } from '../server/db/schema';

async function main(): Promise<number> {
  const arg = process.argv[2];
  if (arg !== 'on' && arg !== 'off') {
    console.error('Usage: node --import tsx scripts/site-online.ts on|off');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const updated = await database.db
      .update(siteSettings)
      .set({ isSiteOnline: arg === 'on', updatedAt: new Date() })
      .where(eq(siteSettings.id, 1))
      .returning({ id: siteSettings.id });
    if (updated.length === 0) {
      console.error('No site settings yet: start the server once (it seeds an empty database) or run npm run seed.');
      return 1;
    }
    console.log(`Site is now ${arg === 'on' ? 'online' : 'offline (503 for visitors)'}.`);
    return 0;
  } finally {
    await database.close();
  }
}

runMain(main);
