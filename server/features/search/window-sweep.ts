/**
 * The search index follows online windows without a write. A document's body
 * holds only the modules visible when it was written (migration 0020); `stale_at` is the instant one
 * of them enters or leaves its window. The sweep writes every document whose instant has passed
 * again, at the server clock, before a search reads the index and once a minute in the background.
 * Page, article and entity windows need no sweep: the search compares them with the clock when asked.
 * Decisions: DECISIONS "Security before launch: visibility".
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withAdvisoryLock } from '../../jobs/claim';
import { rowsOf } from '../../db/rows';

/** The background pass; a search never waits for it (it sweeps itself when something is due). */
export const SWEEP_INTERVAL_MS = 60_000;

/** Writes again every document stale at `now`; several processes take turns (advisory lock). */
export async function refreshStaleDocuments(database: Database, now: Date): Promise<void> {
  await withAdvisoryLock(database, 'search-window-sweep', () =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('search.now', ${now.toISOString()}, true)`);
      await tx.execute(sql`
        select search_refresh(s.kind, s.entity_id)
        from (select distinct kind, entity_id from search_documents where stale_at <= ${now}) s`);
    }),
  );
}

/** The first instant a document goes stale, passed or not (epoch ms; Infinity when none). */
async function firstStaleAt(database: Database): Promise<number> {
  const result = await database.db.execute<{ at: string | Date | null }>(sql`select min(stale_at) as at from search_documents`);
  const at = rowsOf<{ at: string | Date | null }>(result)[0]?.at;
  return at ? new Date(at).getTime() : Number.POSITIVE_INFINITY;
}

/**
 * Remembers when the next document goes stale, for the content version it read it at: a search
 * between two such instants, with no write in between, costs nothing.
 */
export class WindowSweep {
  private due = Number.NEGATIVE_INFINITY;
  private version = -1;
  private running: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    private readonly contentVersion: () => number | Promise<number>,
  ) {}

  /** The index is current for `now` when this resolves. */
  async ensure(now: number): Promise<void> {
    const version = await this.contentVersion();
    if (version === this.version && now < this.due) return;
    this.running ??= this.run(now, version).finally(() => {
      this.running = null;
    });
    await this.running;
  }

  private async run(now: number, version: number): Promise<void> {
    // One indexed read when nothing is due (the common case after a write): no lock, no transaction.
    let due = await firstStaleAt(this.database);
    if (due <= now) {
      await refreshStaleDocuments(this.database, new Date(now));
      due = await firstStaleAt(this.database);
    }
    this.due = due;
    this.version = version;
  }
}
