/**
 * `npm test`: every suite in order, with their output, then one plain line `N passed, N failed`
 * summing them all (CI reads it), and a non-zero exit when anything failed.
 *
 * Suites: type check, lint, unit, component, API on PGlite, API on PostgreSQL (when TEST_DATABASE_URL is
 * set), production build, browser tests against that build, budget.
 * `npm test -- unit api` runs only the named suites.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NODE = process.execPath;
const UVU = ['--import', 'tsx', '--import', './test/register.mjs', 'node_modules/uvu/bin.js'];

const suites = [
  { name: 'typecheck', cmd: [NODE, 'node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'], kind: 'single' },
  // Correctness rules of oxlint (.oxlintrc.json): real bugs, not style; about three seconds.
  { name: 'lint', cmd: [NODE, 'node_modules/oxlint/bin/oxlint', '-c', '.oxlintrc.json', '--deny-warnings'], kind: 'single' },
  { name: 'unit', cmd: [NODE, ...UVU, 'test/unit', '\\.test\\.tsx?$'], kind: 'uvu' },
  { name: 'component', cmd: [NODE, ...UVU, 'test/component', '\\.test\\.tsx?$'], kind: 'uvu' },
  { name: 'api:pglite', cmd: [NODE, ...UVU, 'test/api', '\\.test\\.ts$'], env: { TEST_DB: 'pglite' }, kind: 'uvu' },
  {
    name: 'api:postgres',
    cmd: [NODE, ...UVU, 'test/api', '\\.test\\.ts$'],
    env: { TEST_DB: 'postgres' },
    kind: 'uvu',
    skip: !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL is not set',
  },
  { name: 'build', cmd: [NODE, 'build.mjs'], kind: 'single' },
  { name: 'browser', cmd: [NODE, ...UVU, 'test/browser', '\\.test\\.ts$'], kind: 'uvu' },
  { name: 'budget', cmd: [NODE, 'scripts/budget.mjs'], kind: 'counted' },
];

const wanted = process.argv.slice(2);
const selected = wanted.length ? suites.filter((s) => wanted.some((w) => s.name === w || s.name.startsWith(`${w}:`))) : suites;

// uvu colours its summary; colours would only get in the way of the parser and CI logs.
// oxlint-disable-next-line no-control-regex -- ESC is the very character to remove
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

function run(suite) {
  return new Promise((resolve) => {
    const child = spawn(suite.cmd[0], suite.cmd.slice(1), {
      cwd: ROOT,
      env: { ...process.env, ...suite.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (stream, sink) =>
      stream.on('data', (chunk) => {
        output += chunk;
        sink.write(chunk);
      });
    collect(child.stdout, process.stdout);
    collect(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ code: code ?? 1, output: stripAnsi(output) }));
  });
}

function count(suite, { code, output }) {
  if (suite.kind === 'uvu') {
    const total = Number(/Total:\s+(\d+)/.exec(output)?.[1] ?? NaN);
    const passed = Number(/Passed:\s+(\d+)/.exec(output)?.[1] ?? NaN);
    const skipped = Number(/Skipped:\s+(\d+)/.exec(output)?.[1] ?? 0);
    if (Number.isNaN(total) || Number.isNaN(passed)) return { passed: 0, failed: 1, skipped: 0 }; // crashed before its summary
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

const totals = { passed: 0, failed: 0, skipped: 0 };
const rows = [];
for (const suite of selected) {
  if (suite.skip) {
    rows.push(`${suite.name.padEnd(14)} skipped (${suite.skip})`);
    continue;
  }
  console.log(`\n=== ${suite.name} ===`);
  const started = Date.now();
  const result = count(suite, await run(suite));
  totals.passed += result.passed;
  totals.failed += result.failed;
  totals.skipped += result.skipped;
  rows.push(`${suite.name.padEnd(14)} ${result.passed} passed, ${result.failed} failed${result.skipped ? `, ${result.skipped} skipped` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

console.log('\n=== summary ===');
for (const row of rows) console.log(row);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
