/**
 * Serving benchmark (ARCHITECTURE "Budgets"): our server against nginx serving
 * saved copies of the same answers, measured in one run on one machine, reported as ratios. Not a
 * test: nothing fails on a slow figure, the numbers are for the reader.
 *
 *   node scripts/bench-serving.mjs [--duration=5] [--connections=16] [--build] [--skip-postgres]
 *
 * Builds first when dist/ is missing (or with --build). Then, for PGlite (a temp DATA_DIR) and for
 * PostgreSQL (BENCH_DATABASE_URL, else a scratch database created on 127.0.0.1:5432 and dropped after):
 * starts the built server (dist/server/main.mjs) on a free loopback port, fetches /de, an event page,
 * /de/api/events/, an autocomplete answer and the entry's hashed asset once each (the cold, first
 * render figure), saves those bodies, and measures each with wrk (requests/s, p99). nginx (Debian
 * package; skipped with a message where missing) serves the saved bodies from a temp folder with its
 * own config on another free port, one worker like our one process. Needs wrk.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DIST, ensureBuilt, startBuiltServer } from './bench/built-server.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const flag = (name) => process.argv.includes(`--${name}`);
const DURATION_S = Number(arg('duration', 5));
const CONNECTIONS = Number(arg('connections', 16));
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p));
/** The share of nginx's rate every cached row should reach: pages, API answers and hashed assets alike. */
const TARGETS = { page: 0.6, api: 0.6, asset: 0.6 };

const cleanups = [];
const cleanup = async () => {
  while (cleanups.length) await cleanups.pop()().catch(() => undefined);
};
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** wrk's requests/s and 99th percentile latency (ms) for one URL. */
function wrk(url, script) {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${DURATION_S}s`, '--latency', ...(script ? ['-s', script] : []), url];
  const out = execFileSync(WRK, args, { encoding: 'utf8' });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const p99 = /99%\s+([\d.]+)(us|ms|s)\b/.exec(out);
  const p99ms = p99 ? Number(p99[1]) * (p99[2] === 'us' ? 0.001 : p99[2] === 's' ? 1000 : 1) : NaN;
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  return { rps, p99ms, non2xx };
}

/** The answers to measure: their paths on our server and the file nginx serves each from. */
async function targets(origin) {
  // Another address than the measured one, so /de/api/events/ is still cold for the first-request figure.
  const events = await (await fetch(`${origin}/de/api/events/?page=1`)).json();
  const event = events.results?.find((e) => e.url)?.url;
  const title = events.results?.[0]?.title ?? 'Konzert';
  // A filtered programme: the first genre that has events, else the first room.
  const genres = await (await fetch(`${origin}/api/genres/?lang=de`)).json().catch(() => []);
  const rooms = await (await fetch(`${origin}/api/rooms/?lang=de`)).json().catch(() => []);
  const filter = genres?.[0]?.id !== undefined ? `genre=${genres[0].id}` : rooms?.[0]?.id !== undefined ? `room=${rooms[0].id}` : '';
  const manifest = JSON.parse(await readFile(path.join(DIST, 'manifest.json'), 'utf8'));
  const list = [
    { name: 'cached /de', kind: 'page', path: '/de', type: 'text/html' },
    { name: 'event page', kind: 'page', path: event, type: 'text/html' },
    { name: 'search page', kind: 'page', path: `/de/search?q=${encodeURIComponent(title.split(/\s+/)[0] ?? 'Konzert')}`, type: 'text/html' },
    { name: 'filtered programme', kind: 'page', path: filter ? `/de/programm?${filter}` : null, type: 'text/html' },
    { name: '/de/api/events/', kind: 'api', path: '/de/api/events/', type: 'application/json' },
    { name: 'autocomplete', kind: 'suggest', path: `/api/search/autocomplete/?query=${encodeURIComponent(title.slice(0, 4))}&lang=de`, type: 'application/json' },
    { name: 'hashed asset', kind: 'asset', path: manifest.site.entry, type: 'text/javascript' },
  ];
  return list.filter((t) => t.path);
}

/** First request of each target on a fresh server: the render nobody has cached yet. */
async function cold(origin, list) {
  const out = {};
  for (const t of list) {
    const started = performance.now();
    const res = await fetch(origin + t.path);
    t.body = Buffer.from(await res.arrayBuffer());
    out[t.name] = { ms: performance.now() - started, status: res.status };
  }
  return out;
}

async function startNginx(list) {
  if (!NGINX) return null;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-nginx-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const www = path.join(dir, 'www');
  await mkdir(www);
  const locations = [];
  list.forEach((t, i) => {
    locations.push(`location = /f${i} { default_type ${t.type}; alias ${www}/f${i}; }`);
  });
  for (const [i, t] of list.entries()) await writeFile(path.join(www, `f${i}`), t.body);
  // nginx's workers drop root rights: they must be able to read the copies.
  for (const p of [dir, www]) await chmod(p, 0o755);
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server { listen 127.0.0.1:${port}; ${locations.join(' ')} } }
`,
  );
  const child = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  cleanups.push(
    () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGQUIT');
      }),
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries += 1) {
    if (await fetch(`${origin}/f0`).then((r) => r.ok, () => false)) return { origin, path: (i) => `/f${i}` };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not answer; see ${dir}/error.log`);
}

/** A wrk script that asks for a new query every request: nothing comes from the cache (render rate). */
async function uncachedScript() {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'bench-wrk-')), 'uncached.lua');
  cleanups.push(() => rm(path.dirname(file), { recursive: true, force: true }));
  await writeFile(file, 'local n = 0\nlocal join = string.find(wrk.path, "?", 1, true) and "&" or "?"\nrequest = function()\n  n = n + 1\n  return wrk.format(nil, wrk.path .. join .. "bench=" .. n)\nend\n');
  return file;
}

async function scratchPostgres() {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => undefined };
  const { default: pg } = await import('pg');
  const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `venue_bench_${process.pid}`;
  const run = async (text) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  return { url: `postgres://postgres@127.0.0.1:5432/${name}`, drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function measure(label, env, nginx, lua) {
  console.log(`\n== ${label}: starting the server (first start migrates and seeds) …`);
  // The benchmark's one address asks for autocomplete thousands of times a second: the per-address search limit is not what is measured.
  const server = await startBuiltServer({ SEARCHES_PER_MINUTE: '100000000', ...env });
  cleanups.push(server.stop);
  try {
    const list = await targets(server.url);
    const first = await cold(server.url, list);
    if (!nginx.started && NGINX) {
      nginx.started = await startNginx(list);
      nginx.list = list;
    }
    const rows = [];
    for (const [i, t] of list.entries()) {
      const ours = wrk(server.url + t.path);
      // The same bytes from nginx: the copies saved in the first database's run.
      nginx.figures[t.name] ??= nginx.started ? wrk(nginx.started.origin + nginx.started.path(nginx.list.findIndex((n) => n.name === t.name) ?? i)) : null;
      const base = nginx.figures[t.name];
      rows.push({
        target: t.name,
        'req/s': Math.round(ours.rps),
        'p99 ms': Number(ours.p99ms.toFixed(2)),
        'nginx req/s': base ? Math.round(base.rps) : '-',
        'nginx p99 ms': base ? Number(base.p99ms.toFixed(2)) : '-',
        ratio: base ? Number((ours.rps / base.rps).toFixed(2)) : '-',
        target_ratio: TARGETS[t.kind] ?? '-',
        'cold first ms': Number(first[t.name].ms.toFixed(1)),
        errors: ours.non2xx || '',
      });
    }
    // Render rate: every request a new query, so every one renders (and loads its data) afresh.
    for (const t of list.filter((x) => x.kind === 'page')) {
      const fresh = wrk(server.url + t.path, lua);
      rows.push({ target: `${t.name} uncached`, 'req/s': Math.round(fresh.rps), 'p99 ms': Number(fresh.p99ms.toFixed(2)), 'nginx req/s': '-', 'nginx p99 ms': '-', ratio: '-', target_ratio: '-', 'cold first ms': '-', errors: fresh.non2xx || '' });
    }
    console.log(`${label}: wrk -t1 -c${CONNECTIONS} -d${DURATION_S}s, no Accept-Encoding (identity bodies on both sides)`);
    console.table(rows);
  } finally {
    await server.stop();
  }
}

async function main() {
  if (!WRK) {
    console.log('wrk is not installed (Debian: apt-get install wrk): nothing to measure.');
    return;
  }
  ensureBuilt(flag('build'));
  if (!NGINX) console.log('nginx is not installed (Debian: apt-get install nginx): our figures only, no ratios.');
  const nginx = { started: null, list: [], figures: {} };
  const lua = await uncachedScript();

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-serving-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  await measure('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, nginx, lua);

  if (flag('skip-postgres')) return;
  let postgres;
  try {
    postgres = await scratchPostgres();
  } catch (error) {
    console.log(`\nPostgreSQL not reachable (${error.message}): set BENCH_DATABASE_URL to measure on it.`);
    return;
  }
  cleanups.push(postgres.drop);
  const pgData = await mkdtemp(path.join(os.tmpdir(), 'bench-serving-pg-'));
  cleanups.push(() => rm(pgData, { recursive: true, force: true }));
  await measure('PostgreSQL', { DATA_DIR: pgData, DATABASE_URL: postgres.url }, nginx, lua);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanup);
