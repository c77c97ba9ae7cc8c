/**
 * `npm test`: every suite in order, with their output, then one plain line `N passed, N failed`
 * summing them all (CI reads it), and a non-zero exit when anything failed.
 *
 * Suites: type check, lint, unit, component, API on PGlite, API on PostgreSQL (when TEST_DATABASE_URL is
 * set), production build, browser tests against that build, budget. The API files run in two
 * processes and the browser files two at a time: CI has two cores, and one process keeps one busy.
 * `npm test -- unit api` runs only the named suites.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NODE = process.execPath;
// The seeded editor's password; one per run, so the browser template and every file
// agree, and CI may set its own.
process.env.INITIAL_PASSWORD ||= `test-${randomBytes(9).toString('base64url')}`;
const UVU = ['--import', 'tsx', '--import', './test/register.mjs', 'node_modules/uvu/bin.js'];

const suites = [
  { name: 'typecheck', cmd: [NODE, 'node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'], kind: 'single' },
  // Correctness rules of oxlint (.oxlintrc.json): real bugs, not style; about three seconds.
  { name: 'lint', cmd: [NODE, 'node_modules/oxlint/bin/oxlint', '-c', '.oxlintrc.json', '--deny-warnings'], kind: 'single' },
  { name: 'unit', cmd: [NODE, ...UVU, 'test/unit', '\\.test\\.tsx?$'], kind: 'uvu' },
  { name: 'component', cmd: [NODE, ...UVU, 'test/component', '\\.test\\.tsx?$'], kind: 'uvu' },
  { name: 'api:pglite', dir: 'test/api', pattern: /\.test\.ts$/, env: { TEST_DB: 'pglite' }, kind: 'shards' },
  {
    name: 'api:postgres',
    dir: 'test/api',
    pattern: /\.test\.ts$/,
    env: { TEST_DB: 'postgres' },
    kind: 'shards',
    skip: !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL is not set',
  },
  { name: 'build', cmd: [NODE, 'build.mjs'], kind: 'single' },
  { name: 'browser', dir: 'test/browser', pattern: /\.test\.ts$/, kind: 'files' },
  { name: 'budget', cmd: [NODE, 'scripts/budget.mjs'], kind: 'counted' },
];

const wanted = process.argv.slice(2);
const selected = wanted.length ? suites.filter((s) => wanted.some((w) => s.name === w || s.name.startsWith(`${w}:`))) : suites;

// uvu colours its summary; colours would only get in the way of the parser and CI logs.
// oxlint-disable-next-line no-control-regex -- ESC is the very character to remove
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

const withoutForceColor = ({ FORCE_COLOR: _ignored, ...env }) => env;

/** A file name as a regular expression matching only itself (uvu takes a pattern, not a list). */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** 'fuzz.test.ts' → 'fuzz': how the timing lists below name files. */
const stem = (file) => file.replace(/\.test\.ts$/, '');

/**
 * Runs one command; its output goes through to ours as it comes, or is only collected (`quiet`).
 * A command still running after `timeoutMs` is killed (its summary is then missing: one failure).
 */
function run(suite, { quiet = false, timeoutMs = 0 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(suite.cmd[0], suite.cmd.slice(1), {
      cwd: ROOT,
      // NO_COLOR alone: uvu colours its output under FORCE_COLOR=0 too, and Node warns when both are set.
      env: { ...withoutForceColor(process.env), ...suite.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    // When each piece of output arrived: a uvu file's header line is printed as the file starts, so
    // the headers' times give each file's duration (fileSeconds below).
    const arrivals = [];
    const collect = (stream, sink) =>
      stream.on('data', (chunk) => {
        arrivals.push({ offset: output.length, at: Date.now() });
        output += chunk;
        if (!quiet) sink.write(chunk);
      });
    collect(child.stdout, process.stdout);
    collect(child.stderr, process.stderr);
    const timer = timeoutMs ? setTimeout(() => {
      output += `\nStopped: still running after ${timeoutMs / 60_000} minutes (a hang: something keeps the process alive or a wait never ends).\n`;
      // SIGTERM lets the test helpers stop the servers they started; SIGKILL if even that hangs.
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, timeoutMs) : null;
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      resolve({ code: code ?? 1, output: stripAnsi(output), seconds: fileSeconds(output, arrivals, Date.now()) });
    });
  });
}

/** Seconds each uvu file of one process took: from its header line to the next one's (the last to the end). */
function fileSeconds(output, arrivals, endedAt) {
  const headers = [...output.matchAll(/^(\S+\.test\.tsx?)$/gm)];
  const arrivedAt = (index) => arrivals.findLast((a) => a.offset <= index)?.at ?? endedAt;
  return Object.fromEntries(headers.map((header, i) => [header[1], ((headers[i + 1] ? arrivedAt(headers[i + 1].index) : endedAt) - arrivedAt(header.index)) / 1000]));
}

/**
 * What a uvu process that ended before its summary leaves in the log: a FAIL line naming the file it
 * was in, where a reader of a long CI log (or of its failures only) finds it, and the output's end.
 */
function reportCrash(label, { code, output }) {
  const files = [...output.matchAll(/^(\S+\.test\.tsx?)$/gm)];
  const file = files.at(-1)?.[1] ?? 'before its first file';
  const tail = output.trim().split('\n').slice(-40).join('\n');
  console.log(`\n   FAIL  ${label} ended before its summary (exit code ${code}) in ${file}; the last lines of its output:\n${tail}\n`);
}

function count(suite, { code, output }) {
  if (suite.kind === 'uvu') {
    const total = Number(/Total:\s+(\d+)/.exec(output)?.[1] ?? NaN);
    const passed = Number(/Passed:\s+(\d+)/.exec(output)?.[1] ?? NaN);
    const skipped = Number(/Skipped:\s+(\d+)/.exec(output)?.[1] ?? 0);
    if (Number.isNaN(total) || Number.isNaN(passed)) {
      reportCrash(suite.name ?? 'a test process', { code, output });
      return { passed: 0, failed: 1, skipped: 0 };
    }
    const failed = total - passed - skipped;
    // A non-zero exit with every test passed still fails (a crash after the summary, an unhandled rejection).
    return { passed, failed: failed > 0 ? failed : code === 0 ? 0 : 1, skipped };
  }
  if (suite.kind === 'counted') {
    const m = /(\d+) passed, (\d+) failed/.exec(output);
    if (m) return { passed: Number(m[1]), failed: Number(m[2]) + (code !== 0 && Number(m[2]) === 0 ? 1 : 0), skipped: 0 };
  }
  return code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
}

/**
 * Seconds the slowest API files took on PGlite (2026-11-28, a busy 2-core machine: the summary line of
 * each API process lists its files of 8 s or more; a process's first file there also holds the
 * seeding of its template, 35–45 s, left out here); every other file takes 2 to 8. Only used to share
 * the files out evenly; a wrong figure costs balance, never a test (the two processes took 622 and
 * 446 s when admin-list-scale stood at 77 here and took 280).
 */
const API_SECONDS = {
  'backup-restore': 60,
  fuzz: 52,
  'accessibility-statement': 48,
  'admin-list-scale': 45,
  'form-entry-files': 26,
  'slow-bodies': 17,
  'editor-modules': 16,
  seed: 15,
  'sale-state': 15,
  'event-json-ld': 11,
  'ticketshop-sync': 11,
  shell: 10,
  'admin-collections': 9,
  'ticketshop-cart': 9,
};

/** The API files run in this many processes at once (CI has two cores; PGlite keeps one busy). */
const API_SHARDS = Math.max(1, Number(process.env.API_SHARDS) || 2);

/**
 * A browser file that fails runs once more, alone in a fresh process, and its second result counts.
 * Real browsers on a shared, loaded machine (CI's two cores run two files at once) sometimes miss a
 * wait that holds on a quiet one; a second failure is a failure. Every file that needed its second
 * run is named in the summary as flaky, with its first run's output printed in full, so flakiness is
 * seen and fixed, never hidden. BROWSER_RETRIES=0 turns this off, for the API files too.
 */
const RETRIES = Math.max(0, Number(process.env.BROWSER_RETRIES ?? 1) || 0);

/**
 * Each file's own line in a uvu process's output, `(passed / total)` after its name; a file with no
 * such line did not finish (the process ended in it or before it).
 */
function fileResults(output, files) {
  const headers = [...output.matchAll(/^(\S+\.test\.tsx?)$/gm)];
  const results = new Map();
  headers.forEach((header, i) => {
    const section = output.slice(header.index, headers[i + 1]?.index ?? output.length);
    const line = [...section.matchAll(/\((\d+) \/ (\d+)\)/g)].at(-1);
    if (line) results.set(header[1], { passed: Number(line[1]), total: Number(line[2]) });
  });
  const started = new Set(headers.map((header) => header[1]));
  return files.map((file) => ({ file, started: started.has(file), ...(results.get(file) ?? { passed: 0, total: NaN }) }));
}

/**
 * The files of a uvu suite shared out over API_SHARDS processes, the slowest first to the least
 * loaded. Each process builds its own seeded template once, so a few processes, not one per file:
 * the seed costs more than most files. Each process's output is printed whole when it ends.
 *
 * As with the browser files (RETRIES above), the files of a process that failed or ended early run
 * once more together in a fresh process, and that second result counts; they are named as flaky in
 * the summary with the first run's output printed above. Four stops in a row were refused for one
 * such file (a crash in one process hid the results of its other 40 files).
 */
async function runShards(suite) {
  const seconds = (file) => API_SECONDS[stem(file)] ?? 4;
  const files = readdirSync(path.join(ROOT, suite.dir)).filter((f) => suite.pattern.test(f)).sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
  const shards = Array.from({ length: Math.min(API_SHARDS, files.length) }, () => ({ files: [], seconds: 0 }));
  for (const file of files) {
    const lightest = shards.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    lightest.files.push(file);
    lightest.seconds += seconds(file);
  }
  const runGroup = async (label, group) => {
    const started = Date.now();
    const result = await run({ cmd: [NODE, ...UVU, suite.dir, `(^|/)(${group.map(escapeRegExp).join('|')})$`], env: suite.env }, { quiet: true });
    // The files that took 8 s or more, so API_SECONDS can follow them (the shares were 622 s and 446 s when it had not).
    const slowest = Object.entries(result.seconds).filter(([, s]) => s >= 8).sort((a, b) => b[1] - a[1]).map(([file, s]) => `${stem(file)} ${s.toFixed(0)} s`);
    console.log(`--- ${label}: ${group.length} files (${((Date.now() - started) / 1000).toFixed(1)} s; slowest: ${slowest.join(', ')}) ---\n${result.output.trim()}\n`);
    return { result, counted: count({ kind: 'uvu', name: label }, result) };
  };
  const sum = { passed: 0, failed: 0, skipped: 0, flaky: [] };
  await Promise.all(
    shards.map(async (shard, index) => {
      const first = await runGroup(`${suite.name} part ${index + 1} of ${shards.length}`, shard.files);
      let counted = first.counted;
      if (counted.failed > 0 && RETRIES > 0) {
        const perFile = fileResults(first.result.output, shard.files);
        const again = perFile.filter((r) => r.passed !== r.total).map((r) => r.file);
        const kept = perFile.filter((r) => r.passed === r.total).reduce((n, r) => n + r.passed, 0);
        // Every file passed and the process still failed (an error after its summary): nothing to run again.
        if (again.length === 0) {
          for (const key of ['passed', 'failed', 'skipped']) sum[key] += counted[key];
          return;
        }
        const second = await runGroup(`${suite.name} part ${index + 1}, run 2 of its failed and unfinished files`, again);
        counted = { passed: kept + second.counted.passed, failed: second.counted.failed, skipped: counted.skipped || second.counted.skipped };
        // Files the first process never reached did not fail: only the others are flaky.
        if (counted.failed === 0) sum.flaky.push(...perFile.filter((r) => r.started && r.passed !== r.total).map((r) => r.file));
      }
      for (const key of ['passed', 'failed', 'skipped']) sum[key] += counted[key];
    }),
  );
  return sum;
}

/**
 * Files whose tests spend most of their time waiting (a browser loading, animations, timers), not
 * computing: each file in its own process, BROWSER_WORKERS (default 2) at a time, the longest first,
 * each file's output printed whole when it ends. One file crashing cannot take the others with it.
 * Every file's servers start from one seeded data folder made here first (TEMPLATE_ENV).
 */
const SLOWEST_FIRST = ['every-page-signed-in', 'every-page-anonymous', 'valid-html', 'a11y-open', 'editor-catalogue', 'editor-rules', 'language-switch', 'editor-together', 'booking', 'consent', 'editor-undo', 'ticket-journey'];

/** No browser file takes near this long; one that does hangs, and must not hold the whole run. */
const FILE_TIMEOUT_MS = 15 * 60_000;

async function runFiles(suite) {
  const rank = (file) => {
    const at = SLOWEST_FIRST.indexOf(stem(file));
    return at === -1 ? SLOWEST_FIRST.length : at;
  };
  // BROWSER_FILES=overlay|booking runs only the files whose names match.
  const only = process.env.BROWSER_FILES ? new RegExp(process.env.BROWSER_FILES) : null;
  const files = readdirSync(path.join(ROOT, suite.dir)).filter((f) => suite.pattern.test(f) && (!only || only.test(f))).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const template = await run({ cmd: [NODE, '--import', 'tsx', 'test/helpers/make-template.ts'] }, { quiet: true });
  const templateDir = template.output.trim().split('\n').pop();
  if (template.code !== 0 || !templateDir?.startsWith(os.tmpdir())) {
    console.log(`Could not seed the template data folder:\n${template.output}`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const sum = { passed: 0, failed: 0, skipped: 0, flaky: [] };
  const queue = [...files];
  const runFile = async (file, attempt) => {
    const started = Date.now();
    const result = await run({ cmd: [NODE, ...UVU, suite.dir, `(^|/)${escapeRegExp(file)}$`], env: { BROWSER_TEST_TEMPLATE_DIR: templateDir } }, { quiet: true, timeoutMs: FILE_TIMEOUT_MS });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`--- ${file}${attempt > 0 ? ` (run ${attempt + 1})` : ''} (${seconds} s) ---\n${result.output.trim()}\n`);
    return count({ kind: 'uvu', name: file }, result);
  };
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      let counted = await runFile(file, 0);
      for (let attempt = 1; counted.failed > 0 && attempt <= RETRIES; attempt += 1) {
        counted = await runFile(file, attempt);
        if (counted.failed === 0) sum.flaky.push(file);
      }
      for (const key of ['passed', 'failed', 'skipped']) sum[key] += counted[key];
    }
  };
  const workers = Math.max(1, Number(process.env.BROWSER_WORKERS) || 2);
  try {
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    rmSync(templateDir, { recursive: true, force: true });
  }
  return sum;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const rows = [];
for (const suite of selected) {
  if (suite.skip) {
    rows.push(`${suite.name.padEnd(14)} skipped (${suite.skip})`);
    continue;
  }
  console.log(`\n=== ${suite.name} ===`);
  const started = Date.now();
  const result = suite.kind === 'files' ? await runFiles(suite) : suite.kind === 'shards' ? await runShards(suite) : count(suite, await run(suite));
  totals.passed += result.passed;
  totals.failed += result.failed;
  totals.skipped += result.skipped;
  rows.push(`${suite.name.padEnd(14)} ${result.passed} passed, ${result.failed} failed${result.skipped ? `, ${result.skipped} skipped` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (result.flaky?.length) rows.push(`${''.padEnd(14)} flaky (failed, then passed on a second run): ${result.flaky.join(', ')}`);
}

console.log('\n=== summary ===');
for (const row of rows) console.log(row);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
