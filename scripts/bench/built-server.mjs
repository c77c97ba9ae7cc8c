/**
 * The production build's server (dist/server/main.mjs) for the benchmarks, on a free loopback port it
 * reports over IPC once it listens, with no public address, error service or ticket shop.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = path.join(ROOT, 'dist');

/** Builds when dist/ lacks the server or the manifest, or when `force`; exits on a failed build. */
export function ensureBuilt(force = false) {
  if (!force && existsSync(path.join(DIST, 'manifest.json')) && existsSync(path.join(DIST, 'server', 'main.mjs'))) return;
  const build = spawnSync(process.execPath, ['build.mjs', '--quiet'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Starts the server with `env` over the defaults; `stop()` ends it. */
export async function startBuiltServer(env = {}) {
  const child = spawn(process.execPath, [path.join(DIST, 'server', 'main.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PUBLIC_URL: '', SENTRY_DSN: '', LOG_LEVEL: 'warn', TICKETSHOP_URL: 'http://127.0.0.1:9', DIST_DIR: DIST, ...env },
  });
  const port = await new Promise((resolve, reject) => {
    child.on('message', (m) => m?.ready && resolve(m.port));
    child.once('exit', (code) => reject(new Error(`server exited with code ${code}`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url: `http://127.0.0.1:${port}`, stop };
}
