/**
 * Data many renders read, loaded once per content version: the settings,
 * navigation, opening hours and alerts every page shows, the programme's filter options, a CMS
 * page. A page the response cache does not hold yet (a new query string, a filter combination, a
 * search) still renders, but no longer asks the database again for what the previous render of the
 * same content version already had.
 *
 * An entry is valid under the same rule as a stored answer (plugin.ts): for the content version
 * the request was given and until the next scheduled change (next-change.ts), so a write in this
 * or another process, or an alert going online, makes the next render load afresh. Requests
 * without a cache ticket (signed-in editors, `?edit`) always load their own.
 * Decisions: DECISIONS "Cold renders: data shared".
 */
import type { CacheTicket } from './plugin';

/** Enough for every CMS page of a large site in both languages; the least recently used go first. */
const MAX_ENTRIES = 1000;

/**
 * The values SharedData has handed out: the same objects to every render of a content version, so
 * nothing may change them (they reach concurrent requests), and what is derived from one alone (its
 * JSON in the page, server/shell/initial-json.ts) may be kept with it. A newer version's load
 * gives new objects: whatever was kept with the old ones goes with them.
 */
const sharedValues = new WeakSet<object>();

/** The value came from SharedData and is read by several renders (never changed after its load). */
export const isShared = (value: unknown): value is object => typeof value === 'object' && value !== null && sharedValues.has(value);

const markShared = (value: unknown) => {
  if (typeof value === 'object' && value !== null) sharedValues.add(value);
};

interface Entry<T> {
  version: number;
  until: number;
  value: Promise<T>;
}

export class SharedData {
  private readonly entries = new Map<string, Entry<unknown>>();

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  /**
   * The value under `key` for the ticket's version, loading it once: requests arriving while it
   * loads share that load. A failed load is forgotten, so the next request tries again.
   */
  get<T>(key: string, ticket: CacheTicket | null, now: number, load: () => Promise<T>): Promise<T> {
    if (!ticket) return load();
    const hit = this.entries.get(key) as Entry<T> | undefined;
    if (hit && hit.version === ticket.version && now < hit.until) {
      // Most recently used last, so eviction takes the front.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const entry: Entry<T> = { version: ticket.version, until: ticket.nextChange, value: load() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.value.then(markShared, () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
