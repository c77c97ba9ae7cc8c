/**
 * Lighthouse on a phone's first visit (PERFORMANCE "First visit on a phone: Lighthouse on a busy
 * machine"): home, programme, an event, an article and search results, each `--runs` times, against
 * the production build on a fresh seeded PGlite; medians printed as a table. Not a test: nothing
 * fails on a low figure.
 *
 *   node scripts/bench-lighthouse.mjs [--runs=5] [--build]
 *
 * Lighthouse 12 with its mobile defaults (a simulated phone: 4x slower CPU, 150 ms and 1.6 Mbit/s),
 * no consent cookie, a fresh browser profile per run. Lighthouse comes from LIGHTHOUSE (the path of
 * its cli) or `npx -y lighthouse@12`; Chromium from CHROME_PATH, else /usr/bin/chromium.
 *
 * Beside the medians, the column "ran" says how much of the page's main-thread task time the thread
 * was actually running (its CPU time over wall time, tasks of 5 ms and more after the first paint,
 * from the run's trace). Lighthouse's phone multiplies the wall time of each task by four: where the
 * thread ran a third of the time, the machine's other work is in the Total Blocking Time three times
 * over, and the run says more about the machine than about the page. A quiet machine shows 80–100 %.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureBuilt, startBuiltServer } from './bench/built-server.mjs';

const run = promisify(execFile);
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RUNS = Number(arg('runs', 5));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE = process.env.LIGHTHOUSE ? [process.env.LIGHTHOUSE] : ['npx', '-y', 'lighthouse@12'];

/** The pages the issue names; the event and the article are the first the server links to. */
async function pages(origin) {
  const firstLink = async (page, pattern) => {
    const html = await (await fetch(origin + page)).text();
    return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]).find((href) => pattern.test(href));
  };
  return {
    home: '/de',
    programme: '/de/programm',
    event: await firstLink('/de/programm', /^\/de\/programm\/[^/]+\/\d+$/),
    article: await firstLink('/de/mediathek-de', /^\/de\/mediathek-de\/[^/]+\/\d+$/),
    search: '/de/search?q=Theater',
  };
}

/** Thread CPU over wall time of the main thread's tasks of 5 ms and more after the first contentful paint. */
function ranShare(trace) {
  const events = trace.traceEvents ?? trace;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return NaN;
  let wall = 0;
  let cpu = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== fcp.pid || e.tid !== fcp.tid || e.ts < fcp.ts || e.dur < 5000) continue;
    wall += e.dur;
    cpu += e.tdur ?? e.dur;
  }
  return wall ? cpu / wall : NaN;
}

async function lighthouse(url, out) {
  const args = [url, '--only-categories=performance', `--chrome-flags=--headless=new --no-sandbox`, '--output=json', `--output-path=${out}.json`, '--save-assets', '--quiet'];
  await run(LIGHTHOUSE[0], [...LIGHTHOUSE.slice(1), ...args], { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(await readFile(`${out}.json`, 'utf8'));
  const audit = (name) => report.audits[name].numericValue;
  const trace = JSON.parse(await readFile(`${out}-0.trace.json`, 'utf8'));
  const lcpElement = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    ran: ranShare(trace),
    lcpElement,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  ensureBuilt(process.argv.includes('--build'));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const reports = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-reports-'));
  console.log('Starting the server on a fresh PGlite (the first start seeds: about a minute) …');
  const server = await startBuiltServer({ DATA_DIR: dataDir, INITIAL_PASSWORD: `bench-${process.pid}-${Date.now()}` });
  try {
    const list = Object.entries(await pages(server.url)).filter(([, page]) => page);
    // Once each: what a returning visitor's server already holds is not what a first visit measures.
    for (const [, page] of list) await fetch(server.url + page);
    const results = Object.fromEntries(list.map(([name]) => [name, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const [name, page] of list) {
        results[name].push(await lighthouse(server.url + page, path.join(reports, `${name}-${i}`)));
        process.stdout.write('.');
      }
    }
    console.log(`\n\nLighthouse 12, mobile defaults, first visit, ${RUNS} runs each, median (runs):\n`);
    console.log('| page | performance | LCP | FCP | TBT | CLS | ran | LCP element |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [name, page] of list) {
      const runs = results[name];
      const of = (key) => median(runs.map((r) => r[key]));
      console.log(
        `| ${name} \`${page}\` | ${of('score')} (${runs.map((r) => r.score).join(', ')}) | ${seconds(of('lcp'))} | ${seconds(of('fcp'))} | ${Math.round(of('tbt'))} ms | ${of('cls').toFixed(3)} | ${Math.round(of('ran') * 100)} % | \`${runs[0].lcpElement.slice(0, 60)}\` |`,
      );
    }
    console.log(`\nReports and traces: ${reports}`);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
