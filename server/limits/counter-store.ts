/**
 * Counters with a time window, shared by every server process: Redis
 * when REDIS_URL is set, else the PostgreSQL all processes share, else (embedded PGlite, one
 * process) memory. Rate limits and the seats a visitor holds are counted here.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';

export interface Count {
  /** The total after the change. */
  count: number;
  /** Milliseconds until the counter starts again from zero. */
  resetInMs: number;
}

export interface CounterStore {
  readonly kind: 'redis' | 'postgres' | 'memory';
  /** Adds `amount` (may be negative) to `key`; the window of `windowMs` starts with the first add. */
  add(key: string, amount: number, windowMs: number): Promise<Count>;
  close(): Promise<void>;
}

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const time = now();
    for (const [key, entry] of counters) if (entry.resetAt <= time) counters.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    kind: 'memory',
    async add(key, amount, windowMs) {
      const time = now();
      let entry = counters.get(key);
      if (!entry || entry.resetAt <= time) {
        entry = { count: 0, resetAt: time + windowMs };
        counters.set(key, entry);
      }
      entry.count = Math.max(0, entry.count + amount);
      return { count: entry.count, resetInMs: entry.resetAt - time };
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

export function postgresCounterStore(database: Database): CounterStore {
  const sweep = setInterval(() => {
    database.db.execute(sql`delete from rate_counters where expires_at < now() - interval '1 minute'`).catch(() => undefined);
  }, 5 * 60_000);
  sweep.unref();
  return {
    kind: 'postgres',
    async add(key, amount, windowMs) {
      // An expired row starts again from this amount; a live one adds to its count.
      const result = await database.db.execute<{ count: number; reset_in_ms: number }>(sql`
        insert into rate_counters as c (key, count, expires_at)
        values (${key}, greatest(${amount}, 0), now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when c.expires_at <= now() then greatest(${amount}, 0) else greatest(c.count + ${amount}, 0) end,
          expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
        returning count, (extract(epoch from (expires_at - now())) * 1000)::int as reset_in_ms`);
      const row = rowsOf<{ count: number; reset_in_ms: number }>(result)[0]!;
      return { count: Number(row.count), resetInMs: Math.max(0, Number(row.reset_in_ms)) };
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

/** INCRBY and a PEXPIRE set only by the add that opened the window, in one round trip. */
const REDIS_ADD = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
if count < 0 then redis.call('SET', KEYS[1], 0, 'KEEPTTL') count = 0 end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) ttl = tonumber(ARGV[2]) end
return {count, ttl}`;

export async function redisCounterStore(url: string): Promise<CounterStore> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // Without a listener a lost connection would be an unhandled 'error'; ioredis reconnects by itself.
  redis.on('error', (error: Error) => console.warn(`redis: ${error.message}`));
  await redis.connect();
  return {
    kind: 'redis',
    async add(key, amount, windowMs) {
      const [count, ttl] = (await redis.eval(REDIS_ADD, 1, `venue:limit:${key}`, amount, windowMs)) as [number, number];
      return { count, resetInMs: ttl };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export async function openCounterStore(options: { redisUrl: string | null; database: Database }): Promise<CounterStore> {
  if (options.redisUrl) return redisCounterStore(options.redisUrl);
  if (options.database.kind === 'postgres') return postgresCounterStore(options.database);
  return memoryCounterStore();
}
