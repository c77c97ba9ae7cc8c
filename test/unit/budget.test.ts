import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const KB = 1024;

interface Chunk {
  url: string;
  brotliBytes: number;
  imports?: string[];
  inputs?: string[];
  entryPoint?: string;
}

/** A dist/ with a manifest and a .br of the given size beside every output (the script reads only those). */
async function fixtureDist(entry: string, pages: Record<string, string>, chunks: Chunk[]): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'budget-'));
  const outputs: Record<string, unknown> = {};
  for (const c of chunks) {
    const file = path.join(dist, 'public', c.url);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(`${file}.br`, Buffer.alloc(c.brotliBytes));
    const pageSources = Object.entries(pages)
      .filter(([, url]) => url === c.url)
      .map(([name]) => `site/pages/${name}.tsx`);
    outputs[c.url] = { entryPoint: c.entryPoint ?? null, imports: c.imports ?? [], dynamicImports: [], inputs: [...(c.inputs ?? []), ...pageSources] };
  }
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify({ site: { entry, pages, outputs } }));
  return dist;
}

function runBudget(dist: string) {
  const result = spawnSync(process.execPath, ['scripts/budget.mjs', `--dist=${dist}`], { encoding: 'utf8' });
  const lines = result.stdout.trim().split('\n');
  return { code: result.status, out: result.stdout, last: lines[lines.length - 1] };
}

const E = '/assets/site/entry.js';
const SHARED = '/assets/site/chunk-shared.js';
const HOME = '/assets/site/cms-page.js';
const EVENT = '/assets/site/event.js';
const EVENT_LIB = '/assets/site/chunk-event-lib.js';

test('a small site passes every check and ends with the count line', async () => {
  const dist = await fixtureDist(E, { 'cms-page': HOME, coming: EVENT }, [
    { url: E, brotliBytes: 8 * KB, imports: [SHARED], inputs: ['site/entry.tsx'] },
    { url: SHARED, brotliBytes: 10 * KB },
    { url: HOME, brotliBytes: 3 * KB, imports: [SHARED] },
    { url: EVENT, brotliBytes: 2 * KB, imports: [SHARED] },
  ]);
  const { code, last, out } = runBudget(dist);
  assert.is(code, 0, out);
  assert.is(last, '4 passed, 0 failed');
  assert.match(out, '21.0 KB  total', 'shared imports count once');
});

/** Adds an editor build of the given brotli sizes to a fixture's manifest (at most 160 KB in all). */
async function withEditor(dist: string, sizes: number[]): Promise<void> {
  const manifestFile = path.join(dist, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const outputs: Record<string, unknown> = {};
  for (const [i, bytes] of sizes.entries()) {
    const url = `/assets/editor/editor-${i}.js`;
    await mkdir(path.join(dist, 'public', 'assets', 'editor'), { recursive: true });
    await writeFile(path.join(dist, 'public', `${url}.br`), Buffer.alloc(bytes));
    outputs[url] = { entryPoint: i === 0 ? 'editor/entry.tsx' : null, imports: [], dynamicImports: [], inputs: [] };
  }
  manifest.editor = { entry: '/assets/editor/editor-0.js', outputs };
  await writeFile(manifestFile, JSON.stringify(manifest));
}

test('the editor app counts every file of its build, lazy ones too, against 160 KB brotli', async () => {
  const site: Chunk[] = [
    { url: E, brotliBytes: 8 * KB, imports: [SHARED], inputs: ['site/entry.tsx'] },
    { url: SHARED, brotliBytes: 10 * KB },
    { url: HOME, brotliBytes: 3 * KB, imports: [SHARED] },
  ];
  const small = await fixtureDist(E, { 'cms-page': HOME }, site);
  await withEditor(small, [100 * KB, 50 * KB]);
  let run = runBudget(small);
  assert.is(run.code, 0, run.out);
  assert.match(run.out, 'ok   editor app 150.0 KB <= 160.0 KB brotli');

  const large = await fixtureDist(E, { 'cms-page': HOME }, site);
  await withEditor(large, [120 * KB, 45 * KB]);
  run = runBudget(large);
  assert.is(run.code, 1);
  assert.match(run.out, 'FAIL editor app 165.0 KB <= 160.0 KB brotli');
});

test('a chunk only the on-demand editor parts import counts to them, not to the editor app', async () => {
  const dist = await fixtureDist(E, { 'cms-page': HOME }, [
    { url: E, brotliBytes: 8 * KB, inputs: ['site/entry.tsx'] },
    { url: HOME, brotliBytes: 3 * KB },
  ]);
  await withEditor(dist, [150 * KB, 6 * KB, 2 * KB, 8 * KB]);
  const manifestFile = path.join(dist, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const [entry, panel, settings, shared] = Object.keys(manifest.editor.outputs);
  Object.assign(manifest.editor.outputs[entry!], { dynamicImports: [panel, settings] });
  Object.assign(manifest.editor.outputs[panel!], { entryPoint: 'editor/publish/publish-panel.tsx', imports: [shared] });
  Object.assign(manifest.editor.outputs[settings!], { entryPoint: 'editor/page-settings/page-settings-dialog.tsx', imports: [shared] });
  await writeFile(manifestFile, JSON.stringify(manifest));
  const run = runBudget(dist);
  assert.match(run.out, 'ok   editor app 150.0 KB <= 160.0 KB brotli');
  assert.match(run.out, 'Publish panel (what opening it adds to the editor): 14.0 KB');
});

test('the home route first load above 22 KB brotli fails', async () => {
  const dist = await fixtureDist(E, { 'cms-page': HOME }, [
    { url: E, brotliBytes: 15 * KB, imports: [SHARED] },
    { url: SHARED, brotliBytes: 5 * KB },
    { url: HOME, brotliBytes: 4 * KB, imports: [SHARED, '/assets/site/chunk-modules.js'] },
    { url: '/assets/site/chunk-modules.js', brotliBytes: 2 * KB },
  ]);
  const { code, last, out } = runBudget(dist);
  assert.is(code, 1);
  assert.match(out, 'FAIL first load of the home route 26.0 KB <= 22.0 KB brotli');
  assert.is(last, '2 passed, 1 failed');
});

test('the home page may ride in the entry itself', async () => {
  const dist = await fixtureDist(E, { coming: EVENT }, [
    { url: E, brotliBytes: 16 * KB, imports: [SHARED], inputs: ['site/entry.tsx', 'site/pages/cms-page.tsx'] },
    { url: SHARED, brotliBytes: 5 * KB },
    { url: EVENT, brotliBytes: 2 * KB, imports: [SHARED] },
  ]);
  const { code, out } = runBudget(dist);
  assert.is(code, 0, out);
  assert.match(out, "ok   home page 'cms-page' is in the first load");
});

test('a further page chunk does not count again what the home route already loaded', async () => {
  const MODULES = '/assets/site/chunk-modules.js';
  const dist = await fixtureDist(E, { 'cms-page': HOME, coming: EVENT }, [
    { url: E, brotliBytes: 5 * KB, imports: [SHARED] },
    { url: SHARED, brotliBytes: 5 * KB },
    { url: HOME, brotliBytes: 1 * KB, imports: [MODULES] },
    { url: MODULES, brotliBytes: 11 * KB },
    { url: EVENT, brotliBytes: 6 * KB, imports: [SHARED, MODULES] },
  ]);
  const { code, out } = runBudget(dist);
  assert.is(code, 0, out);
  assert.match(out, "ok   page chunk 'coming' 6.0 KB");
});

test('a further page chunk counts its own static imports outside the entry and fails above 15 KB', async () => {
  const dist = await fixtureDist(E, { 'cms-page': HOME, coming: EVENT }, [
    { url: E, brotliBytes: 5 * KB, imports: [SHARED] },
    { url: SHARED, brotliBytes: 10 * KB },
    { url: HOME, brotliBytes: 1 * KB },
    { url: EVENT, brotliBytes: 6 * KB, imports: [SHARED, EVENT_LIB] },
    { url: EVENT_LIB, brotliBytes: 10 * KB },
  ]);
  const { code, out } = runBudget(dist);
  assert.is(code, 1);
  assert.match(out, "FAIL page chunk 'coming' 16.0 KB");
});

test('editor, Editor.js or Sentry code in the first load fails', async () => {
  const dist = await fixtureDist(E, { 'cms-page': HOME }, [
    { url: E, brotliBytes: KB, imports: [SHARED] },
    { url: SHARED, brotliBytes: KB, inputs: ['node_modules/@sentry/browser/build/index.js', 'editor/toolbar/editor-bar.tsx'] },
    { url: HOME, brotliBytes: KB },
  ]);
  const { code, out } = runBudget(dist);
  assert.is(code, 1);
  assert.match(out, 'FAIL no editor, Editor.js, Sentry or web-vitals code in the first load: node_modules/@sentry/browser');
});

test('web-vitals in the first load fails too: it loads at idle with the error service', async () => {
  const dist = await fixtureDist(E, { 'cms-page': HOME }, [
    { url: E, brotliBytes: KB, imports: [SHARED], inputs: ['site/entry.tsx'] },
    { url: SHARED, brotliBytes: KB, inputs: ['node_modules/web-vitals/dist/web-vitals.js'] },
    { url: HOME, brotliBytes: KB },
  ]);
  const { code, out } = runBudget(dist);
  assert.is(code, 1);
  assert.match(out, 'FAIL no editor, Editor.js, Sentry or web-vitals code in the first load: node_modules/web-vitals/');
});

test('a lazy chunk renamed by its content hash does not change the measured size of the files naming it', async () => {
  const measure = async (hash: string) => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'budget-names-'));
    const lazy = `/assets/site/chunk-${hash}.js`;
    const files: Record<string, string> = {
      '/assets/site/entry-AAAAAAAA.js': `const routes={event:()=>import("./chunk-${hash}.js")};export{routes};${'console.log("entry");'.repeat(50)}`,
      '/assets/site/cms-page-BBBBBBBB.js': 'export const home=1;',
      [lazy]: 'export const lazy=1;',
    };
    const inputs: Record<string, string[]> = { [lazy]: ['site/pages/event.tsx'] };
    const outputs: Record<string, unknown> = {};
    for (const [url, code] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dist, 'public', url)), { recursive: true });
      await writeFile(path.join(dist, 'public', url), code);
      outputs[url] = { entryPoint: null, imports: [], dynamicImports: [], inputs: inputs[url] ?? [url] };
    }
    await writeFile(path.join(dist, 'manifest.json'), JSON.stringify({ site: { entry: '/assets/site/entry-AAAAAAAA.js', pages: { 'cms-page': '/assets/site/cms-page-BBBBBBBB.js', event: lazy }, outputs } }));
    return /total \((\d+) B\)/.exec(runBudget(dist).out)?.[1] ?? runBudget(dist).out;
  };
  const sizes = new Set([await measure('Q7xk_2Lp'), await measure('zzzzzzzz'), await measure('0aB-9cD_')]);
  assert.is(sizes.size, 1, `the first load measured ${[...sizes].join(' / ')}`);
});

test('a missing manifest fails with a hint to build first', async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'budget-empty-'));
  const { code, last, out } = runBudget(dist);
  assert.is(code, 1);
  assert.match(out, 'run node build.mjs first');
  assert.is(last, '0 passed, 1 failed');
});

test.run();
