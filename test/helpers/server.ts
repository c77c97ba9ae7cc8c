/**
 * Runs the production build's server (dist/server/main.mjs) for browser tests: a temp DATA_DIR, an
 * embedded PGlite that the server migrates and seeds on its first start, port 0 on 127.0.0.1.
 * Nothing stays behind: every server is killed and its temp folder removed when the process exits.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, rmSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_ADMIN } from './accounts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = path.join(ROOT, 'dist');

/**
 * First start includes initdb, migrations and the demo seed (STACK-NOTES "PGlite timings"): about
 * 15 s on a quiet machine, over a minute on a saturated shared one. The limit only catches a server
 * that will never come up, so it is generous.
 */
const READY_TIMEOUT_MS = 180_000;
/** A graceful stop closes PGlite cleanly; after this the server is killed. */
const STOP_GRACE_MS = 5_000;
/** Nothing listens here (port 9, discard): the ticket shop is "unreachable" until a test needs it. */
const UNUSED_TICKETSHOP_URL = 'http://127.0.0.1:9';

export interface ServerOptions {
  /** Extra or overriding environment for the server process. */
  env?: Record<string, string>;
  /** Reuse this DATA_DIR (it is left in place on stop); default: a fresh temp folder, removed on stop. */
  dataDir?: string;
  /** The test sets the server's clock (server/clock.ts): `setClock` works only with this. */
  clock?: boolean;
}

export interface RunningServer {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:43121 */
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /** Moves the server's clock to `offsetMs` from the real one (only for a server started with `clock: true`). */
  setClock(offsetMs: number): Promise<void>;
}

interface Started {
  child: ChildProcess;
  tempDir: string | null;
  /** Set once the tests stop it (stopChild), so its end is no news. */
  stopping?: boolean;
}

const running = new Set<Started>();

/** Last resort when the test process ends: no graceful stop possible here, so kill and clean up. */
function killAll(): void {
  for (const entry of running) {
    if (entry.child.exitCode === null && entry.child.signalCode === null) entry.child.kill('SIGKILL');
    if (entry.tempDir) rmSync(entry.tempDir, { recursive: true, force: true });
  }
  running.clear();
}
process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });
}

export function assertBuilt(): void {
  if (!existsSync(path.join(DIST, 'manifest.json')) || !existsSync(path.join(DIST, 'server', 'main.mjs'))) {
    throw new Error(`No production build in ${DIST}: run node build.mjs first`);
  }
}

/**
 * A DATA_DIR the server has migrated and seeded once and then stopped cleanly (`npm test` makes it
 * before the browser files run: scripts/test.mjs). A server given an empty data folder starts from a
 * copy of it instead of running initdb, the migrations and the seed again: the same data in about a
 * second instead of 15 (a minute on a busy machine), so tests that need a server of their own can
 * afford one.
 */
export const TEMPLATE_ENV = 'BROWSER_TEST_TEMPLATE_DIR';

/** Seeds a new data folder by starting and stopping the built server on it; returns its path. */
export async function makeTemplate(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'venue-template-'));
  await (await startServer({ dataDir, fromTemplate: false })).stop();
  return dataDir;
}

async function isEmpty(dir: string): Promise<boolean> {
  return (await readdir(dir).catch(() => [])).length === 0;
}

/**
 * The seed makes no admin: a new data folder gets TEST_ADMIN from `npm run user`
 * itself (scripts/user.ts), before the server's first start seeds the content beside it.
 */
async function createTestAdmin(dataDir: string): Promise<void> {
  const { username, email, role, password } = TEST_ADMIN;
  await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'user.ts'), '--username', username, '--email', email, '--role', role, `--password=${password}`], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
}

export async function startServer(options: ServerOptions & { fromTemplate?: boolean } = {}): Promise<RunningServer> {
  assertBuilt();
  const tempDir = options.dataDir ? null : await mkdtemp(path.join(os.tmpdir(), 'venue-browser-'));
  const dataDir = options.dataDir ?? tempDir!;
  const template = process.env[TEMPLATE_ENV];
  if (await isEmpty(dataDir)) {
    if (template && options.fromTemplate !== false) await cp(template, dataDir, { recursive: true });
    else await createTestAdmin(dataDir);
  }
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(DIST, 'server', 'main.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      ...process.env,
      // Never inherit a developer's real database or public address.
      DATABASE_URL: '',
      PUBLIC_URL: '',
      SENTRY_DSN: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: DIST,
      LOG_LEVEL: 'warn',
      TICKETSHOP_URL: UNUSED_TICKETSHOP_URL,
      ...(options.clock ? { TEST_CLOCK: 'ipc' } : {}),
      ...options.env,
    },
  });
  const entry: Started = { child, tempDir };
  running.add(entry);

  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  if (process.env.BROWSER_TEST_SERVER_LOG) child.stderr!.pipe(process.stderr);

  let port: number;
  try {
    port = await waitForReady(child, () => output);
  } catch (error) {
    await stopChild(entry);
    throw error;
  }
  // A server that ends while its tests still run leaves them with refused or reset connections and
  // 20 s waits; its own last words say why (a crash, the memory), so they go to the test's log.
  child.once('exit', (code, signal) => {
    if (!entry.stopping && running.has(entry)) process.stderr.write(`\nThe test server on port ${port} ended while its tests ran (exit code ${code}, signal ${signal}); its last output:\n${output.trim() || '(none)'}\n`);
  });
  // The process must be able to end while this server still runs; the exit hook stops it then.
  if (options.clock) child.channel?.unref();
  else child.disconnect?.();
  child.unref();
  (child.stdout as Socket).unref();
  (child.stderr as Socket).unref();

  const setClock = (offsetMs: number) =>
    new Promise<void>((resolve, reject) => {
      if (!options.clock || !child.connected) return reject(new Error('This server was started without clock: true'));
      const answered = (message: { clockSet?: number }) => {
        if (message?.clockSet !== offsetMs) return;
        child.off('message', answered);
        resolve();
      };
      child.on('message', answered);
      child.send({ clockOffsetMs: offsetMs });
    });
  return { url: `http://127.0.0.1:${port}`, dataDir, stop: () => stopChild(entry), setClock };
}

function waitForReady(child: ChildProcess, output: () => string): Promise<number> {
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      reject(new Error(`Server did not start: ${reason}\n--- server output ---\n${output()}`));
    };
    const timer = setTimeout(() => fail(`no ready message within ${READY_TIMEOUT_MS / 1000} s`), READY_TIMEOUT_MS);
    child.on('message', (message: { ready?: boolean; port?: number }) => {
      if (message?.ready && typeof message.port === 'number') {
        clearTimeout(timer);
        resolve(message.port);
      }
    });
    child.once('exit', (code, signal) => fail(`exited with ${signal ?? `code ${code}`}`));
    child.once('error', (error) => fail(error.message));
  });
}

async function stopChild(entry: Started): Promise<void> {
  const { child, tempDir } = entry;
  entry.stopping = true;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }
  running.delete(entry);
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
}

let shared: Promise<RunningServer> | null = null;

/**
 * One seeded server for the whole test process (uvu runs every file of a suite in one process),
 * started on first use and stopped at exit. Tests that change data start their own with startServer.
 */
export function sharedServer(): Promise<RunningServer> {
  shared ??= startServer();
  return shared;
}
