/**
 * Per-render work of uncached pages: queries per page, their time, and the CPU
 * one render costs, measured in-process (app.inject, one request at a time) so the figures do not
 * depend on the machine's load the way requests per second do. Not a test.
 *
 *   node --import tsx scripts/profile-render.ts [--renders=50] [--postgres=postgres://…]
 *
 * Needs a build (dist/manifest.json). PGlite: a temporary data directory, migrated and seeded.
 * PostgreSQL (--postgres): the database is migrated and seeded when empty. --profile=DIR writes one
 * V8 CPU profile per page, of the measured renders only (open it in Chrome's DevTools).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { PROGRAMME_MAX_PAGE_SIZE } from '../common/api/programme';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { isSeeded, seed } from '../server/seed';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const RENDERS = Number(arg('renders', '50'));
const POSTGRES = arg('postgres', '');
const PROFILE_DIR = arg('profile', '');

/** Every statement the drivers send, with its time: counted around the clients' query methods. */
const log: { text: string; ms: number }[] = [];

async function countQueries(): Promise<void> {
  const wrap = (proto: { query: (...args: never[]) => unknown }, name: string) => {
    const original = proto.query;
    proto.query = function (this: unknown, ...args: never[]) {
      const started = performance.now();
      const first = args[0] as unknown;
      const text = typeof first === 'string' ? first : ((first as { text?: string })?.text ?? name);
      // node-postgres's pool passes a callback and gets no promise back.
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const callback = args[last] as (...rest: unknown[]) => unknown;
        args[last] = ((...rest: unknown[]) => {
          log.push({ text, ms: performance.now() - started });
          return callback(...rest);
        }) as never;
      }
      const result = original.apply(this, args);
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        void (result as Promise<unknown>).then(
          () => log.push({ text, ms: performance.now() - started }),
          () => log.push({ text, ms: performance.now() - started }),
        );
      }
      return result;
    } as typeof proto.query;
  };
  const { PGlite } = await import('@electric-sql/pglite');
  wrap(PGlite.prototype as never, 'pglite');
  const { default: pg } = await import('pg');
  wrap(pg.Client.prototype as never, 'pg');
}

async function main(): Promise<void> {
  await countQueries();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'profile-render-'));
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: POSTGRES, LOG_LEVEL: 'warn', SEARCHES_PER_MINUTE: '100000000', TICKETSHOP_URL: '', SENTRY_DSN: '', PUBLIC_URL: '' });
  const database = await openDatabase({ ...config });
  await migrateDatabase(database);
  if (!(await isSeeded(database.db))) await seed(database.db, { dataDir, editorPassword: randomBytes(12).toString('base64url') });
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const events = JSON.parse((await app.inject({ url: '/de/api/events/?page=1' })).body) as { results: { url: string; title: string }[] };
    const event = events.results.find((e) => e.url)!;
    const eventList = async (count: number) => {
      const urls: { url: string; title: string }[] = [];
      for (let page = 1; urls.length < count; page += 1) {
        const list = JSON.parse((await app.inject({ url: `/de/api/events/?page=${page}&page_size=${PROGRAMME_MAX_PAGE_SIZE}` })).body) as { results: { url: string; title: string }[]; next: number | null };
        urls.push(...list.results.filter((e) => e.url));
        if (!list.next) break;
      }
      return urls.slice(0, count);
    };
    const genres = JSON.parse((await app.inject({ url: '/api/genres/?lang=de' })).body) as { id: number }[];
    const longTail = await eventList(RENDERS + 5);
    const rooms = JSON.parse((await app.inject({ url: '/api/rooms/?lang=de' })).body) as { id: number }[];
    const combinations = genres.flatMap((g) => [`genre=${g.id}`, ...rooms.map((r) => `genre=${g.id}&room=${r.id}`)]);
    const words = [...new Set(longTail.flatMap((e) => e.title.toLowerCase().match(/\p{L}{4,}/gu) ?? []))];
    const pages: Record<string, string | string[]> = {
      '/de': '/de',
      'event page': event.url,
      'search page': `/de/search?q=${encodeURIComponent(event.title.split(/\s+/)[0]!)}`,
      'filtered programme': `/de/programm?genre=${genres[0]!.id}`,
      // The long tail: every render another event, none of whose data an earlier render loaded.
      'event pages, each a new one': longTail.map((e) => e.url),
      'searches, each a new word': words.map((word) => `/de/search?q=${encodeURIComponent(word)}`),
      'programme, each new filters': combinations.map((query) => `/de/programm?${query}`),
    };
    console.log(`${database.kind}: ${RENDERS} renders each, one at a time, every one uncached (a new query string)`);
    const rows: Record<string, unknown>[] = [];
    for (const [name, urls] of Object.entries(pages)) {
      const address = (i: number) => (typeof urls === 'string' ? urls : urls[i % urls.length]!);
      const url = typeof urls === 'string' ? urls : `${urls.length} addresses`;
      // The long tails: never an address twice (five are kept for the warm-up).
      const renders = typeof urls === 'string' ? RENDERS : Math.min(RENDERS, urls.length - 5);
      // Warm-up: module loads, JIT, the first lazy chunks (the long tail's warm-up uses its last five).
      for (let i = 0; i < 5; i += 1) {
        const at = address(typeof urls === 'string' ? 0 : renders + i);
        await app.inject({ url: `${at}${at.includes('?') ? '&' : '?'}warm=${i}` });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      log.length = 0;
      const inspector = PROFILE_DIR ? new Session() : null;
      if (inspector) {
        inspector.connect();
        await inspector.post('Profiler.enable');
        await inspector.post('Profiler.start');
      }
      const cpu = process.cpuUsage();
      const started = performance.now();
      let bytes = 0;
      for (let i = 0; i < renders; i += 1) {
        const at = address(i);
        const res = await app.inject({ url: `${at}${at.includes('?') ? '&' : '?'}profile=${i}` });
        if (res.statusCode !== 200) throw new Error(`${at} answered ${res.statusCode}`);
        bytes = res.body.length;
      }
      const wall = performance.now() - started;
      const used = process.cpuUsage(cpu);
      if (inspector) {
        const { profile } = await inspector.post('Profiler.stop');
        await writeFile(path.join(PROFILE_DIR, `${database.kind}-${name.replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify(profile));
        inspector.disconnect();
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      const queries = log.filter((q) => !/content_version/.test(q.text));
      rows.push({
        page: name,
        'queries/render': Number((queries.length / renders).toFixed(1)),
        'query ms/render (sum)': Number((queries.reduce((s, q) => s + q.ms, 0) / renders).toFixed(1)),
        'CPU ms/render': Number(((used.user + used.system) / 1000 / renders).toFixed(1)),
        'wall ms/render': Number((wall / renders).toFixed(1)),
        'HTML bytes': bytes,
        renders,
        addresses: typeof urls === 'string' ? 1 : renders,
      });
      if (process.argv.includes('--queries')) {
        const byText = new Map<string, { n: number; ms: number }>();
        for (const q of queries) {
          const key = q.text.replace(/\s+/g, ' ').slice(0, 160);
          const entry = byText.get(key) ?? { n: 0, ms: 0 };
          entry.n += 1;
          entry.ms += q.ms;
          byText.set(key, entry);
        }
        console.log(`\n${name} (${url}):`);
        for (const [text, { n, ms }] of [...byText].sort((a, b) => b[1].ms - a[1].ms)) console.log(`  ${(n / renders).toFixed(1)}x ${(ms / n).toFixed(2)} ms  ${text}`);
      }
    }
    console.table(rows);
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
