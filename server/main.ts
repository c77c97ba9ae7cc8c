/**
 * The server process: config, database, migrations, first-run seed, HTTP. Stops cleanly on
 * SIGINT/SIGTERM (Ctrl-C), closing connections and the database so PGlite's files stay consistent.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase, withStartupLock } from './db/migrate';
import { isSeeded } from './seed';
import { seedWithInitialAccount } from './seed/initial-password';
import { openFileStorage } from './storage';
import { importLocalMedia } from './storage/import-local';
import { listenForTestClock } from './clock';
import { loggerOptions } from './logging/options';

async function main(): Promise<void> {
  listenForTestClock();
  const config = loadConfig();
  const { poolMax: max, ...waits } = config.db;
  const database = await openDatabase({ ...config, pool: { max, ...waits } });
  const storage = await openFileStorage(config, database);
  await withStartupLock(database, async () => {
    await migrateDatabase(database);
    if (!(await isSeeded(database.db))) {
      console.log('Empty database: seeding demo content …');
      await seedWithInitialAccount(database.db, config.dataDir);
    }
    const copied = await importLocalMedia(storage, config.dataDir);
    if (copied > 0) console.log(`Copied ${copied} media files from ${config.dataDir}/media into the ${storage.kind} storage.`);
  });
  const app = await buildApp({ config, database, storage, logger: await loggerOptions(config) });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: stopping`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as { port: number };
  // PORT=0 picks a free port: canonical and Open Graph URLs must name the real one.
  if (!process.env.PUBLIC_URL && config.port === 0) config.publicUrl = `http://localhost:${port}`;
  if (process.send) process.send({ ready: true, port });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
