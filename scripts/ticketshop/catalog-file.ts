/**
 * The simulator's catalogue lives in DATA_DIR/ticketshop-catalog.json, written from the site's
 * seeded ticketing data (server/features/ticketshop/catalog-export.ts), so the shop sells exactly the
 * events, seat groups, prices and timeslots the demo programme shows. The shop never reads the site's
 * database: it is an external system, and PGlite allows one process per data directory.
 */
import { existsSync, readFileSync, statSync, unwatchFile, watchFile } from 'node:fs';
import type { ShopCatalog } from '../../server/features/ticketshop/protocol';

/** How often the simulator looks for a new catalogue (the first start seeds after the shop is up). */
const WATCH_INTERVAL_MS = 2000;

export function readCatalog(file: string): ShopCatalog | null {
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as ShopCatalog;
  if (!Array.isArray(parsed?.events)) throw new Error(`${file} holds no "events" list`);
  return parsed;
}

/** Calls `onCatalog` now if the file exists and again whenever it changes; returns the stop function. */
export function watchCatalog(file: string, onCatalog: (catalog: ShopCatalog) => void, onError: (error: unknown) => void): () => void {
  const load = () => {
    try {
      const catalog = readCatalog(file);
      if (catalog) onCatalog(catalog);
    } catch (error) {
      onError(error);
    }
  };
  load();
  let lastChange = existsSync(file) ? statSync(file).mtimeMs : 0;
  const listener = (current: { mtimeMs: number }) => {
    if (current.mtimeMs === lastChange || current.mtimeMs === 0) return;
    lastChange = current.mtimeMs;
    load();
  };
  watchFile(file, { interval: WATCH_INTERVAL_MS, persistent: false }, listener);
  return () => unwatchFile(file, listener);
}
