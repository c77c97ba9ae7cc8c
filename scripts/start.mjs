/**
 * `npm start`: build, then run the server (which migrates and seeds on first run). Ctrl-C stops
 * everything cleanly. `--dev` rebuilds the site on change (not the server).
 * Without TICKETSHOP_URL the ticket-shop simulator (scripts/ticketshop) runs beside the server and
 * the server talks to it; it stops with the server.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const TSX = ['--import', 'tsx'];
/** scripts/ticketshop/export-catalog.ts: the database is not seeded yet. */
const NOTHING_TO_EXPORT = 3;

const build = spawnSync(process.execPath, ['build.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
const stopAll = (signal = 'SIGTERM') => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};

/** Starts the simulator and resolves with its URL once it listens. */
function startTicketshop() {
  // The shop's catalogue comes from the seeded site; written here while nothing holds the database
  // (PGlite: one process at a time). On the very first start the demo is seeded for it first.
  const tool = (script, ...args) => spawnSync(process.execPath, [...TSX, script, ...args], { cwd: ROOT, stdio: 'inherit', env: process.env }).status;
  if (tool('scripts/ticketshop/export-catalog.ts', '--if-missing') === NOTHING_TO_EXPORT && tool('scripts/seed.ts') === 0) {
    tool('scripts/ticketshop/export-catalog.ts', '--if-missing');
  }
  const shop = spawn(process.execPath, [...TSX, 'scripts/ticketshop/main.ts'], { cwd: ROOT, stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env: process.env });
  children.push(shop);
  return new Promise((resolve, reject) => {
    shop.on('message', (message) => message?.ready && resolve(message.url));
    shop.on('exit', (code) => reject(new Error(`the ticket-shop simulator stopped (exit code ${code}); set TICKETSHOP_URL or free TICKETSHOP_PORT`)));
  });
}

let env = process.env;
if (!process.env.TICKETSHOP_URL) {
  try {
    env = { ...process.env, TICKETSHOP_URL: await startTicketshop() };
  } catch (error) {
    console.error(error.message);
    stopAll();
    process.exit(1);
  }
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], { cwd: ROOT, stdio: 'inherit', env });
children.push(server);
server.on('exit', (code) => {
  for (const child of children) if (child !== server && child.exitCode === null) child.kill('SIGTERM');
  process.exit(code ?? 0);
});

// Ctrl-C reaches the whole process group; forward SIGTERM from a process manager ourselves.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => stopAll(signal));
}

if (dev) console.log('dev: run `node build.mjs --only=site` after a change to the visitor app');
