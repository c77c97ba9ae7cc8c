/**
 * The content version: a counter the database bumps in the same transaction as
 * every content write (trigger of migration 0011), so no write path — API, seed, script, the
 * ticket-shop sync — can forget it. Cached answers remember the version they were made at and are
 * stale once it moved. This process reads it at most once a second, at once after a write of its
 * own, and on PostgreSQL at once when another process commits one (LISTEN/NOTIFY).
 * Decisions: DECISIONS "Serving at the speed of a static site".
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rows } from '../db/rows';

/** The NOTIFY channel of bump_content_version(). */
export const CONTENT_VERSION_CHANNEL = 'content_version';
/** Wait before listening again after the LISTEN connection dropped. */
const RELISTEN_MS = 1000;

interface Listener {
  close(): Promise<void>;
}

export class ContentVersion {
  private version = -1;
  private checkedAt = 0;
  private reading: { promise: Promise<number>; generation: number } | null = null;
  /** The generation of the read that set `version`. */
  private versionGeneration = -1;
  /** Counts invalidations, so a read that began before one never counts as fresh after it. */
  private generation = 0;
  private listener: Listener | null = null;

  constructor(
    private readonly database: Database,
    /** config.cacheRecheckMs: how old the last read may be. */
    private readonly recheckMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The version now: a number when the last read is fresh, else a promise of the new read. */
  current(): number | Promise<number> {
    if (this.version >= 0 && this.now() - this.checkedAt < this.recheckMs) return this.version;
    return this.read();
  }

  /** Something may have written: the next `current()` reads again. */
  invalidate(): void {
    this.checkedAt = 0;
    this.generation += 1;
  }

  /**
   * One read at a time, shared by everyone who asks meanwhile; but a caller after an invalidation
   * never joins a read that began before it: that read may have seen the database before the write
   * (PGlite queues it behind the write's transaction), and a visitor would get the old page at once
   * after the editor's save (hub-operations on CI: the site switched offline answered 200).
   */
  private read(): Promise<number> {
    if (this.reading && this.reading.generation === this.generation) return this.reading.promise;
    const generation = this.generation;
    const promise = this.readAt(generation);
    this.reading = { promise, generation };
    const done = () => {
      if (this.reading?.promise === promise) this.reading = null;
    };
    promise.then(done, done);
    return promise;
  }

  private async readAt(generation: number): Promise<number> {
    const startedAt = this.now();
    const [row] = await rows<{ version: string | number }>(this.database.db, sql`select version from content_version where id = 1`);
    const version = Number(row?.version ?? 0);
    // An older read finishing after a newer one must not put its version back.
    if (generation >= this.versionGeneration) {
      this.version = version;
      this.versionGeneration = generation;
      // A write that invalidated while we read must not be hidden by this older answer.
      this.checkedAt = generation === this.generation ? startedAt : 0;
    }
    return version;
  }

  /** Triggers for tables added after migration 0011, then LISTEN on PostgreSQL. */
  async start(onError: (error: unknown) => void): Promise<void> {
    await this.database.db.execute(sql`select install_content_version_triggers()`);
    const invalidate = () => this.invalidate();
    this.listener = this.database.kind === 'postgres' ? await listen(this.database, invalidate, onError) : await listenPglite(this.database, invalidate);
    await this.read();
  }

  async stop(): Promise<void> {
    await this.listener?.close();
    this.listener = null;
  }
}

/** PGlite is one connection in this process: its own NOTIFY arrives before the writing query returns. */
async function listenPglite(database: Database, onNotify: () => void): Promise<Listener> {
  const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
  const unlisten = await client.listen(CONTENT_VERSION_CHANNEL, onNotify);
  return { close: () => unlisten().catch(() => undefined) };
}

/** One connection of the pool kept for LISTEN; reconnects after a second when it drops. */
async function listen(database: Database, onNotify: () => void, onError: (error: unknown) => void): Promise<Listener> {
  const pool = (database.db as unknown as { $client: import('pg').Pool }).$client;
  let closed = false;
  let client: import('pg').PoolClient | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    try {
      const next = await pool.connect();
      next.on('notification', onNotify);
      next.on('error', (error) => {
        onError(error);
        next.release(error);
        if (client === next) client = null;
        schedule();
      });
      await next.query(`LISTEN ${CONTENT_VERSION_CHANNEL}`);
      client = next;
      // Writes between the drop and now sent no notification we heard.
      onNotify();
    } catch (error) {
      onError(error);
      schedule();
    }
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, RELISTEN_MS);
    retry.unref();
  };
  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const held = client;
      client = null;
      if (held) {
        await held.query(`UNLISTEN ${CONTENT_VERSION_CHANNEL}`).catch(() => undefined);
        held.release();
      }
    },
  };
}
