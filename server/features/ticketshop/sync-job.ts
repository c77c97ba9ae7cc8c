/**
 * When the ticketing sync runs: once at start without holding it up, every
 * SYNC_INTERVAL_MS, and for one event when its page finds the copy older than STALE_AFTER_MS. The
 * last sync per event is kept in this process only: another process merely syncs once more.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { TicketshopClient } from './client';
import { syncTicketing, type SyncResult } from './sync';
import { jobFailures } from '../metrics/registry';

/** Full sync period. */
export const SYNC_INTERVAL_MS = 10 * 60_000;
/** An event's ticketing copy older than this is refreshed when its page is requested. */
export const STALE_AFTER_MS = 10 * 60_000;
/** After a refusal for lack of seats an event is synced again, at most once per this interval. */
export const REFRESH_SOON_MS = 10_000;

export interface SyncJob {
  /** Syncs all events, or only `jetIds`; a full run already under way is joined, not repeated. */
  run(jetIds?: number[]): Promise<SyncResult>;
  /** Syncs one event if its copy is stale; never throws (the page keeps the copy it has). */
  refreshIfStale(jetId: number): Promise<void>;
  /**
   * Syncs one event now, or REFRESH_SOON_MS after its last sync when that was sooner (after
   * the shop refused tickets for lack of seats, the pages learn it within a minute, and a burst of
   * refusals costs the shop one call per interval); never throws, nobody waits for it.
   */
  refreshSoon(jetId: number): void;
  start(): void;
  /** When this process last synced an event, and how its last full or partial run ended (the admin and the dashboard show it). */
  syncedAt(jetId: number): number | null;
  lastRun(): { at: number; synced: number; failed: number; error: string | null } | null;
  /** Stops the timer and waits for a run under way, so the database can close after it. */
  stop(): Promise<void>;
}

/** The job's name in job_runs: with several processes only one runs the periodic full sync. */
export const SYNC_JOB_NAME = 'ticketshop-sync';

interface SyncJobOptions {
  db: Db;
  client: TicketshopClient;
  log: FastifyBaseLogger;
  now?: () => number;
  /** Answers whether this process may run the periodic sync now (server/jobs/claim.ts); default: always. */
  claim?: (name: string, periodMs: number) => Promise<boolean>;
}

/**
 * The sync's runs: each run's outcome kept per event and as the last run (the admin shows them), and
 * every run under way known, so stopping can wait for them.
 */
function syncRuns({ db, client, log, now }: Required<Omit<SyncJobOptions, 'claim'>>) {
  const syncedAt = new Map<number, number>();
  const running = new Set<Promise<unknown>>();
  let last: ReturnType<SyncJob['lastRun']> = null;

  const track = <T>(promise: Promise<T>): Promise<T> => {
    running.add(promise);
    void promise.finally(() => running.delete(promise)).catch(() => {});
    return promise;
  };

  const execute = (jetIds?: number[]) =>
    track(
      syncTicketing(db, client, jetIds).then((result) => {
        const at = now();
        for (const jetId of result.synced) syncedAt.set(jetId, at);
        last = { at, synced: result.synced.length, failed: result.failed.length, error: result.error?.message ?? null };
        if (result.error) log.warn({ err: result.error, failed: result.failed.length }, 'ticketing sync stopped: %s', result.error.message);
        else log.info({ synced: result.synced.length, unknown: result.unknown.length, failed: result.failed.length }, 'ticketing synced');
        return result;
      }),
    );

  return { execute, syncedAt, lastRun: () => last, settled: () => Promise.allSettled([...running]) };
}

type SyncRuns = ReturnType<typeof syncRuns>;

/**
 * One event's sync when its copy is older than `maxAgeMs`: one at a time per event, later askers
 * join it; never throws.
 */
function eventRefresher({ execute, syncedAt }: SyncRuns, now: () => number, log: FastifyBaseLogger) {
  const perEvent = new Map<number, Promise<void>>();
  /** When a page last asked for each event, synced or not. */
  const askedAt = new Map<number, number>();

  return function refresh(jetId: number, maxAgeMs: number): Promise<void> {
    const last = syncedAt.get(jetId);
    if (last !== undefined && now() - last < maxAgeMs) return Promise.resolve();
    // With the shop down, every render of the event page started another attempt
    // (database reads and a call that fails) the moment the last one failed: a page asks again
    // REFRESH_SOON_MS after its last attempt at the earliest, as after a refusal (refreshSoon).
    const asked = askedAt.get(jetId);
    if (maxAgeMs > 0 && asked !== undefined && now() - asked < REFRESH_SOON_MS) return perEvent.get(jetId) ?? Promise.resolve();
    let pending = perEvent.get(jetId);
    if (!pending) {
      askedAt.set(jetId, now());
      pending = execute([jetId])
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error, jetId }, 'ticketing refresh failed'))
        .finally(() => perEvent.delete(jetId));
      perEvent.set(jetId, pending);
    }
    return pending;
  };
}

export function createSyncJob({ db, client, log, now = Date.now, claim = async () => true }: SyncJobOptions): SyncJob {
  const runs = syncRuns({ db, client, log, now });
  const { execute, syncedAt } = runs;
  const refresh = eventRefresher(runs, now, log);
  let fullRun: Promise<SyncResult> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const soon = new Map<number, NodeJS.Timeout>();

  const job: SyncJob = {
    run(jetIds) {
      if (jetIds) return execute(jetIds);
      fullRun ??= execute().finally(() => (fullRun = null));
      return fullRun;
    },
    refreshSoon(jetId) {
      if (soon.has(jetId)) return;
      const last = syncedAt.get(jetId);
      const wait = last === undefined ? 0 : Math.max(0, last + REFRESH_SOON_MS - now());
      const timer = setTimeout(() => {
        soon.delete(jetId);
        void refresh(jetId, 0);
      }, wait);
      timer.unref();
      soon.set(jetId, timer);
    },
    refreshIfStale: (jetId) => refresh(jetId, STALE_AFTER_MS),
    syncedAt: (jetId) => syncedAt.get(jetId) ?? null,
    lastRun: runs.lastRun,
    start() {
      const runLogged = () =>
        void claim(SYNC_JOB_NAME, SYNC_INTERVAL_MS)
          .then((mine) => (mine ? job.run() : undefined))
          .catch((error: unknown) => {
            jobFailures.inc({ job: SYNC_JOB_NAME });
            log.error({ err: error }, 'ticketing sync failed');
          });
      runLogged();
      timer = setInterval(runLogged, SYNC_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      for (const pending of soon.values()) clearTimeout(pending);
      soon.clear();
      await runs.settled();
    },
  };
  return job;
}
