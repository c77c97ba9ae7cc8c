/**
 * Builds everything into dist/ (ARCHITECTURE "Folders and imports"):
 *  - dist/public/assets/site    the visitor app against Preact (react aliased to preact/compat), one lazy chunk per page
 *  - dist/public/assets/editor  the editor app against real React 19, loaded only for editors
 *  - dist/server/main.mjs       the server
 *  - dist/manifest.json         what the server and the budget script read: entry, chunks per page, sizes
 * Every asset gets a content hash in its name and a .br and .gz beside it.
 *
 * Usage: node build.mjs [--only=site,editor,server] [--quiet]
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { PREACT_ALIASES } from './preact-aliases.mjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.join(ROOT, 'dist');
const ASSETS = path.join(DIST, 'public', 'assets');
const args = process.argv.slice(2);
const only = (args.find((a) => a.startsWith('--only='))?.slice(7) ?? 'site,editor,server').split(',');
const quiet = args.includes('--quiet');

/**
 * Files the visitor build replaces by its own version (the seam pattern): both languages' core
 * dictionaries become one lazily loaded per language (common/i18n/dictionaries.ts says why).
 */
const SITE_SEAMS = {
  'common/i18n/dictionaries.ts': 'site/i18n/dictionaries.ts',
  // Only the server reuses rendered parts.
  'site/render/memo-part.tsx': 'site/render/memo-part.browser.tsx',
};

const browserCommon = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2020', 'chrome109', 'firefox115', 'safari15'],
  minify: true,
  metafile: true,
  sourcemap: 'linked',
  jsx: 'automatic',
  jsxImportSource: 'react',
  define: { 'process.env.NODE_ENV': '"production"' },
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  legalComments: 'none',
  logLevel: 'warning',
};

async function compressAll(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await compressAll(file);
    else if (/\.(js|css|svg|json|map|txt|html)$/.test(entry.name)) {
      const body = await readFile(file);
      await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
      await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    }
  }
}

const publicUrl = (outFile) => '/' + path.relative(path.join(DIST, 'public'), path.join(ROOT, outFile)).split(path.sep).join('/');

/** Outputs by the source file that is their entry point, plus each output's static imports. */
function describe(metafile) {
  const outputs = {};
  for (const [out, info] of Object.entries(metafile.outputs)) {
    if (!out.endsWith('.js')) continue;
    outputs[publicUrl(out)] = {
      entryPoint: info.entryPoint ?? null,
      bytes: info.bytes,
      imports: info.imports.filter((i) => i.kind === 'import-statement').map((i) => publicUrl(i.path)),
      dynamicImports: info.imports.filter((i) => i.kind === 'dynamic-import').map((i) => publicUrl(i.path)),
      inputs: Object.keys(info.inputs),
    };
  }
  return outputs;
}

/**
 * The visitor app is bundled by Rollup, with esbuild transforming and minifying each module.
 * esbuild's own code splitting cut the home route's first load into 40 files, one per combination
 * of lazy chunks sharing a module; brotli compresses each file alone, and the fragments cost 8 KB of
 * the 30 KB budget. Rollup knows that a lazily imported chunk always loads after its importer, so it
 * keeps everything the first load needs in the entry file (8 files instead of 40, -6 KB brotli).
 */
/**
 * Packages the visitor build swaps for a smaller version of its own: only the
 * browser's first load pays for them; the server's render keeps the real package, and a unit test
 * holds both to the same output (test/unit/i18n-runtime.test.ts).
 */
const SITE_ONLY_ALIASES = {
  'typesafe-i18n': './site/shims/i18n-runtime.ts',
};

/**
 * goober adds a rule by writing its <style>'s whole text again, and the browser then parses the whole
 * sheet again: the server's ~22 KB for each rule the browser adds (12 times on the programme). In
 * the visitor build the rules it adds go to a second <style> of their own, and goober's record of
 * what is there is kept as a string (DECISIONS "goober's rules in a sheet of their own").
 * Only `css` and `keyframes` are used in the browser (test/unit/goober-imports.test.ts): they only
 * append, so the prepending and replacing the original also does (`styled`, `glob`) are left out.
 */
const GOOBER_UPDATE = '((e,t,r,a)=>{a?t.data=t.data.replace(a,e):-1===t.data.indexOf(e)&&(t.data=r?e+t.data:t.data+e)})';
const GOOBER_APPEND = '((e,t)=>{(t.x||(t.x=t.data)).indexOf(e)<0&&(t.x+=e,(t.s||(t.s=document.head.appendChild(document.createElement("style")))).append(e))})';
const gooberAppend = {
  name: 'goober-append',
  transform(code, id) {
    if (!id.endsWith(path.join('goober', 'dist', 'goober.modern.js'))) return null;
    if (!code.includes(GOOBER_UPDATE)) this.error('goober changed: its sheet update is not the one build.mjs replaces (GOOBER_UPDATE)');
    return { code: code.replace(GOOBER_UPDATE, GOOBER_APPEND), map: null };
  },
};

async function buildSite() {
  const outdir = path.join(ASSETS, 'site');
  await rm(outdir, { recursive: true, force: true });
  const { rollup } = await import('rollup');
  const { nodeResolve } = await import('@rollup/plugin-node-resolve');
  const { default: esbuildTransform } = await import('rollup-plugin-esbuild');
  const preactAliases = {
    name: 'preact-aliases',
    resolveId(source) {
      const target = PREACT_ALIASES[source] ?? SITE_ONLY_ALIASES[source];
      if (!target) return null;
      if (target.startsWith('./')) return path.join(ROOT, target);
      return this.resolve(target, path.join(ROOT, 'package.json'), { skipSelf: true });
    },
  };
  const seams = {
    name: 'site-seams',
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const replacement = resolved && SITE_SEAMS[path.relative(ROOT, resolved.id).split(path.sep).join('/')];
      return replacement ? path.join(ROOT, replacement) : null;
    },
  };
  const bundle = await rollup({
    input: { entry: 'site/entry.tsx' },
    plugins: [
      preactAliases,
      seams,
      gooberAppend,
      nodeResolve({ extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'], browser: true }),
      esbuildTransform({
        include: /\.[cm]?[jt]sx?$/,
        exclude: [],
        target: browserCommon.target,
        jsx: 'automatic',
        jsxImportSource: 'react',
        define: browserCommon.define,
        minify: true,
        legalComments: 'none',
      }),
    ],
    onwarn(warning, warn) {
      // Preact and our router import each other's modules in cycles that are safe at runtime.
      if (warning.code === 'CIRCULAR_DEPENDENCY') return;
      warn(warning);
    },
  });
  const { output } = await bundle.write({
    dir: outdir,
    format: 'es',
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: 'chunk-[hash].js',
    sourcemap: true,
  });
  await bundle.close();
  const relative = (id) => path.relative(ROOT, id).split(path.sep).join('/');
  const url = (fileName) => `/assets/site/${fileName}`;
  const outputs = {};
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    outputs[url(chunk.fileName)] = {
      entryPoint: chunk.facadeModuleId && (chunk.isEntry || chunk.isDynamicEntry) ? relative(chunk.facadeModuleId) : null,
      bytes: chunk.code.length,
      imports: chunk.imports.map(url),
      dynamicImports: chunk.dynamicImports.map(url),
      inputs: Object.keys(chunk.modules).map(relative),
    };
  }
  // Kept for diagnosing the budget (scripts/analyze-bundle.mjs): what each input costs in each output.
  const metafile = { outputs: {} };
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    metafile.outputs[`dist/public${url(chunk.fileName)}`] = {
      inputs: Object.fromEntries(Object.entries(chunk.modules).map(([id, m]) => [relative(id), { bytesInOutput: m.renderedLength }])),
    };
  }
  await writeFile(path.join(DIST, 'site-metafile.json'), JSON.stringify(metafile));
  const entry = Object.keys(outputs).find((u) => outputs[u].entryPoint === 'site/entry.tsx');
  /** page name (site/pages/<page>.tsx) → its chunk; language → its core dictionary's chunk */
  const pages = {};
  const dictionaries = {};
  for (const [u, info] of Object.entries(outputs)) {
    const page = info.entryPoint && /^site\/pages\/([a-z0-9-]+)\.tsx$/.exec(info.entryPoint);
    if (page) pages[page[1]] = u;
    const dictionary = info.entryPoint && /^common\/i18n\/([a-z]{2})\/index\.ts$/.exec(info.entryPoint);
    if (dictionary) dictionaries[dictionary[1]] = u;
  }
  return { entry, pages, dictionaries, outputs };
}

async function buildEditor() {
  const outdir = path.join(ASSETS, 'editor');
  await rm(outdir, { recursive: true, force: true });
  const result = await esbuild.build({ ...browserCommon, entryPoints: { editor: 'editor/entry.tsx' }, outdir });
  const outputs = describe(result.metafile);
  const entry = Object.keys(outputs).find((url) => outputs[url].entryPoint === 'editor/entry.tsx');
  return { entry, outputs };
}

/** Packages the server bundles instead of importing at runtime: they import `react`, which must be Preact there too. */
const SERVER_BUNDLED = ['wouter'];

/**
 * The server renders the visitor app's own components, so it sees `react` as the
 * visitor build does (preact-aliases.mjs). Every other package stays an import at runtime.
 */
const serverPackages = {
  name: 'server-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const target = PREACT_ALIASES[args.path];
      if (target?.startsWith('./')) return { path: path.join(ROOT, target) };
      if (target) return { path: target, external: true };
      if (SERVER_BUNDLED.some((name) => args.path === name || args.path.startsWith(`${name}/`))) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * The visitor app finds the editor by the build id it already holds (InitialData.build): a one-line
 * module named after the build imports the hashed editor entry (common/editor-seam.ts editorBootUrl).
 * The build id changes whenever the editor entry does, so the name stays safe to cache forever.
 */
async function writeEditorBoot(editor, fingerprint) {
  const file = path.join(ASSETS, 'editor', `boot-${fingerprint}.js`);
  const body = `import ${JSON.stringify(`./${path.basename(editor.entry)}`)};\n`;
  await writeFile(file, body);
  await writeFile(`${file}.br`, brotliCompressSync(Buffer.from(body)));
  await writeFile(`${file}.gz`, gzipSync(Buffer.from(body)));
  editor.boot = publicUrl(path.relative(ROOT, file));
}

async function buildServer() {
  await esbuild.build({
    entryPoints: { main: 'server/main.ts' },
    outdir: path.join(DIST, 'server'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    plugins: [serverPackages],
    sourcemap: 'linked',
    jsx: 'automatic',
    jsxImportSource: 'react',
    logLevel: 'warning',
  });
}

/**
 * The service worker: dist/public/sw.js, unhashed, named after this build's hash
 * and precaching its shell, so every build replaces the previous one's cache (site/sw/build-sw.mjs).
 */
async function buildServiceWorkerFor(manifest) {
  const { buildServiceWorker } = await import('./site/sw/build-sw.mjs');
  await buildServiceWorker({ manifest, distDir: DIST });
}

async function main() {
  const started = Date.now();
  await mkdir(ASSETS, { recursive: true });
  const manifestPath = path.join(DIST, 'manifest.json');
  let previous = {};
  try {
    previous = JSON.parse(await readFile(manifestPath, 'utf8'));
  } catch {}
  const manifest = { ...previous };
  if (only.includes('site')) manifest.site = await buildSite();
  if (only.includes('editor')) manifest.editor = await buildEditor();
  if (only.includes('server')) await buildServer();
  if (only.includes('site') || only.includes('editor')) await compressAll(ASSETS);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([manifest.site?.entry, manifest.editor?.entry]))
    .digest('hex')
    .slice(0, 12);
  manifest.build = fingerprint;
  if (manifest.editor?.entry) await writeEditorBoot(manifest.editor, fingerprint);
  manifest.builtAt = new Date().toISOString();
  if (manifest.site && (only.includes('site') || only.includes('editor'))) await buildServiceWorkerFor(manifest);
  await writeFile(manifestPath, JSON.stringify(manifest, null, 2));
  if (!quiet) console.log(`build ${fingerprint}: ${only.join(', ')} in ${Date.now() - started} ms`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
