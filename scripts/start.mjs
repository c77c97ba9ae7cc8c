/**
 * `npm start`: build, then run the server (which migrates and seeds on first run). Ctrl-C stops
 * everything cleanly. `--dev` rebuilds the site on change (not the server).
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');

const build = spawnSync(process.execPath, ['build.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], { cwd: ROOT, stdio: 'inherit', env: process.env });
children.push(server);
server.on('exit', (code) => {
  for (const child of children) if (child !== server && child.exitCode === null) child.kill('SIGTERM');
  process.exit(code ?? 0);
});

// Ctrl-C reaches the whole process group; forward SIGTERM from a process manager ourselves.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
}

if (dev) console.log('dev: run `node build.mjs --only=site` after a change to the visitor app');
