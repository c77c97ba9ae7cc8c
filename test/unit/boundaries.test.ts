/**
 * The folder rules of docs/ARCHITECTURE.md "Folders and imports", checked on the source itself:
 * each folder imports only the folders it may, and no module is part of a cycle of imports that run
 * (an `import type` is gone after compiling and may go anywhere). A new wrong import or cycle fails
 * here naming the file and the edge.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SSR_EDGES, type Folder, FOLDER_IMPORTS, findCycles, importsOf } from '../helpers/imports';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FOLDERS = Object.keys(FOLDER_IMPORTS) as Folder[];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
const graph = new Map(files.map((file) => [file, importsOf(file, readFileSync(file, 'utf8'))]));
const relative = (file: string) => path.relative(ROOT, file);
const folderOf = (file: string) => relative(file).split(path.sep)[0] as Folder;

const test = suite('folder rules');

test('each folder imports only what it may; the server reaches the site only to render it', () => {
  const wrong: string[] = [];
  for (const [file, imports] of graph) {
    const from = folderOf(file);
    for (const { target } of imports) {
      const to = folderOf(target);
      if (!FOLDERS.includes(to) || to === from || FOLDER_IMPORTS[from].includes(to)) continue;
      if (SSR_EDGES.some(([a, b]) => relative(file) === a && relative(target) === b)) continue;
      wrong.push(`${relative(file)} → ${relative(target)}`);
    }
  }
  assert.equal(wrong, [], `imports against the folder rules:\n${wrong.join('\n')}`);
});

test('the SSR edges written down are the ones in the code', () => {
  for (const [from, to] of SSR_EDGES) {
    const imports = graph.get(path.join(ROOT, from));
    assert.ok(imports?.some(({ target }) => relative(target) === to), `${from} no longer imports ${to}: remove it from SSR_EDGES`);
  }
});

test('no cycle of imports that run', () => {
  const runtime = new Map([...graph].map(([file, imports]) => [file, imports.filter((i) => i.kind === 'value').map((i) => i.target)]));
  const cycles = findCycles(runtime).map((cycle) => cycle.map(relative).join(' → '));
  assert.equal(cycles, [], `import cycles:\n${cycles.join('\n')}`);
});

test('the checks see a planted wrong import and a planted cycle', () => {
  const planted = path.join(ROOT, 'common', 'planted.ts');
  const imports = importsOf(planted, "import { App } from '../site/app';\nimport type { Db } from '../server/db/client';\nexport { x } from './planted-too';");
  assert.equal(
    imports.map((i) => [relative(i.target), i.kind]),
    [
      ['site/app.tsx', 'value'],
      ['server/db/client.ts', 'type'],
      ['common/planted-too', 'value'],
    ],
  );
  const a = path.join(ROOT, 'common', 'a.ts');
  const b = path.join(ROOT, 'common', 'b.ts');
  assert.equal(findCycles(new Map([[a, [b]], [b, [a]]])).length, 1);
});

test.run();
