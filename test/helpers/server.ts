/**
 * Runs the production build's server (dist/server/main.mjs) for browser tests: a temp DATA_DIR, an
 * embedded PGlite that the server migrates and seeds on its first start, port 0 on 127.0.0.1.
 * Nothing stays behind: every server is killed and its temp folder removed when the process exits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = path.join(ROOT, 'dist');

/** First start includes initdb, migrations and the demo seed (STACK-NOTES "PGlite timings"). */
const READY_TIMEOUT_MS = 60_000;
/** A graceful stop closes PGlite cleanly; after this the server is killed. */
const STOP_GRACE_MS = 5_000;
/** Nothing listens here (port 9, discard): the ticket shop is "unreachable" until a test needs it. */
const UNUSED_TICKETSHOP_URL = 'http://127.0.0.1:9';

export interface ServerOptions {
  /** Extra or overriding environment for the server process. */
  env?: Record<string, string>;
  /** Reuse this DATA_DIR (it is left in place on stop); default: a fresh temp folder, removed on stop. */
  dataDir?: string;
}

export interface RunningServer {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:43121 */
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

const running = new Set<{ child: ChildProcess; tempDir: string | null }>();

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

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  assertBuilt();
  const tempDir = options.dataDir ? null : await mkdtemp(path.join(os.tmpdir(), 'venue-browser-'));
  const dataDir = options.dataDir ?? tempDir!;
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
      ...options.env,
    },
  });
  const entry = { child, tempDir };
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
  // The process must be able to end while this server still runs; the exit hook stops it then.
  child.disconnect?.();
  child.unref();
  (child.stdout as Socket).unref();
  (child.stderr as Socket).unref();

  return { url: `http://127.0.0.1:${port}`, dataDir, stop: () => stopChild(entry) };
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

async function stopChild(entry: { child: ChildProcess; tempDir: string | null }): Promise<void> {
  const { child, tempDir } = entry;
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
