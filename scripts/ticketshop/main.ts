/**
 * Runs the ticket-shop simulator: `node --import tsx scripts/ticketshop/main.ts`.
 * `npm start` runs it when TICKETSHOP_URL is unset. Environment: TICKETSHOP_PORT (3100),
 * TICKETSHOP_HOST (127.0.0.1), DATA_DIR (where the catalogue is), TICKETSHOP_RESERVATION_SECONDS (900).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/config';
import { CATALOG_FILE } from '../../server/features/ticketshop/protocol';
import { watchCatalog } from './catalog-file';
import { RESERVATION_SECONDS, startSimulator } from './server';

/** The simulator's port when TICKETSHOP_PORT is unset. */
export const DEFAULT_TICKETSHOP_PORT = 3100;

function whole(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > 65535 * 1000) throw new ConfigError(`Invalid ${name} "${raw}": use a whole number from ${min} on.`);
  return value;
}

async function main(): Promise<void> {
  const port = whole('TICKETSHOP_PORT', DEFAULT_TICKETSHOP_PORT, 0);
  const reservationSeconds = whole('TICKETSHOP_RESERVATION_SECONDS', RESERVATION_SECONDS, 1);
  const catalogFile = path.join(loadConfig().dataDir, CATALOG_FILE);
  const simulator = await startSimulator({ port, host: process.env.TICKETSHOP_HOST || '127.0.0.1', reservationSeconds });
  const stopWatching = watchCatalog(
    catalogFile,
    (catalog) => console.log(`ticket shop: ${simulator.store.addCatalog(catalog)} events on sale from ${catalogFile}`),
    (error) => console.error(`ticket shop: cannot read ${catalogFile}:`, error),
  );
  console.log(`ticket shop simulator on ${simulator.url}`);

  const stop = async () => {
    stopWatching();
    await simulator.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  if (process.send) process.send({ ready: true, url: simulator.url });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
