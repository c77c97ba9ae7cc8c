/**
 * `npm run budget` (ARCHITECTURE "Budgets"): reads dist/manifest.json and the .br files beside the
 * outputs and checks
 *  - the home route's first load (entry + its static imports + the home page chunk + its static
 *    imports) at most 22 KB brotli,
 *  - every further page chunk at most 15 KB: what a navigation from the home route adds, i.e. the
 *    chunk with its static imports that the home route's first load does not already hold,
 *  - no editor code, Editor.js or Sentry in the first load,
 *  - the booking widget's chunk outside the first load and at most 15 KB,
 *  - the editor app (React 19, Editor.js, forms: every file of its build but the CMS hub's lazy chunk) at most 160 KB;
 *    the CMS hub chunk at most 15 KB like a route chunk; the quality checks' axe-core chunk is
 *    fetched only when the checks run: it must stay lazy and is reported apart.
 * Prints a size table and ends with `N passed, N failed` (scripts/test.mjs counts it); exit 1 on failure.
 *
 * Usage: node scripts/budget.mjs [--dist=<dir>]
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
/**
 * ARCHITECTURE "Budgets": first load of the home route, JavaScript brotli in total:
 * 22 KB, 3 KB under the old 25, so the next feature fits (docs/PERFORMANCE.md "Budgets").
 */
const FIRST_LOAD_MAX = 22 * KB;
/** ARCHITECTURE "Budgets": each further route chunk (DECISIONS "Budgets after the endpoint contract"). */
const PAGE_CHUNK_MAX = 15 * KB;
/** The booking widget's lazy chunk. */
const WIDGET_CHUNK_MAX = 15 * KB;
/** ARCHITECTURE "Budgets": the editor app, loaded only for signed-in editors (DECISIONS "Budgets after the endpoint contract"). */
const EDITOR_MAX = 160 * KB;
const BOOKING_WIDGET_SOURCE = 'site/widgets/booking/booking-widget.tsx';
/** Axe-core's lazy chunk in the editor build. */
const QUALITY_AXE_SOURCE = 'editor/quality/axe-checks.ts';
/** Source paths that must never reach the first load. */
const FORBIDDEN_INPUTS = [/^editor\//, /node_modules\/@editorjs\//, /node_modules\/@sentry\//, /node_modules\/web-vitals\//];

// One closure function for the shell's modulepreload list and this check (server/shell/manifest.ts).
const { staticClosure } = await tsImport('../server/shell/manifest.ts', import.meta.url);
const { DEFAULT_LANG, ROUTES, ROUTES_BY_NAME } = await tsImport('../common/routes.ts', import.meta.url);

const distArg = process.argv.slice(2).find((a) => a.startsWith('--dist='));
const DIST = distArg ? path.resolve(distArg.slice(7)) : path.join(ROOT, 'dist');

const results = [];
function check(ok, label) {
  results.push(ok);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
}
function finish() {
  const failed = results.filter((ok) => !ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

const manifestFile = path.join(DIST, 'manifest.json');
// `npm run budget` on a fresh checkout measures a build, as bench-serving does: it builds first when dist/ has none.
if (!existsSync(manifestFile) && !distArg) {
  const build = spawnSync(process.execPath, ['build.mjs', '--quiet'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(manifestFile)) {
  check(false, `${manifestFile} missing: run node build.mjs first`);
  finish();
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
if (!manifest.site?.entry) {
  check(false, 'manifest has no site build: run node build.mjs --only=site');
  finish();
}

/**
 * The bundles name each other by content hash (`chunk-BlUKaNzO.js`), so a change in one lazy chunk
 * renames it inside the files that import it, and brotli then sizes those unchanged files up to
 * ~150 B differently. Measured here with every hashed name replaced by one derived from the file's
 * inputs (what it holds, not its bytes): as incompressible as the real names, but the same from build
 * to build, so a budget moves only when code does.
 */
const HASHED = /^([a-z]+)-([\w-]{8})\.(js|css)$/;
const stableNames = new Map();
for (const [url, output] of Object.entries({ ...manifest.site.outputs, ...(manifest.editor?.outputs ?? {}) })) {
  const base = path.posix.basename(url);
  const parts = HASHED.exec(base);
  if (!parts) continue;
  const inputs = (Array.isArray(output.inputs) ? output.inputs : Object.keys(output.inputs ?? {})).map((input) => input.replace(/^.*node_modules\//, 'node_modules/')).sort();
  const stable = createHash('sha256').update(`${parts[1]}\n${inputs.join('\n')}`).digest('base64url').replace(/-/g, '_').slice(0, 8);
  stableNames.set(base, `${parts[1]}-${stable}.${parts[3]}`);
}
const NAME_IN_CODE = /[\w-]+\.(?:js|css)\b/g;
function brotliSize(url) {
  const file = path.join(DIST, 'public', url);
  // A dist holding only the compressed file (the budget's own test fixtures) is measured as it is.
  if (!existsSync(file)) return readFileSync(`${file}.br`).length;
  const code = readFileSync(file, 'utf8').replace(NAME_IN_CODE, (name) => stableNames.get(name) ?? name);
  return brotliCompressSync(Buffer.from(code), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}
const sizes = new Map();
const sizeOf = (url) => {
  if (!sizes.has(url)) sizes.set(url, brotliSize(url));
  return sizes.get(url);
};
const sum = (urls) => urls.reduce((total, url) => total + sizeOf(url), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const { entry, pages, outputs } = manifest.site;
const homePage = ROUTES_BY_NAME.home.page;
const entryClosure = staticClosure(manifest, entry);
const inEntry = new Set(entryClosure);
const homeChunk = pages[homePage];
// The home route's default language (German, SPEC §1) brings its core dictionary, loaded at boot.
const dictionary = manifest.site.dictionaries?.[DEFAULT_LANG];
const firstLoadSeen = new Set(inEntry);
const firstLoad = [
  ...entryClosure,
  ...(homeChunk ? staticClosure(manifest, homeChunk, firstLoadSeen) : []),
  ...(dictionary ? staticClosure(manifest, dictionary, firstLoadSeen) : []),
];

console.log(`First load of the home route (entry + page '${homePage}' + German strings):`);
for (const url of firstLoad) console.log(`  ${kb(sizeOf(url)).padStart(9)}  ${url}  ${outputs[url]?.entryPoint ?? ''}`);
const firstLoadBytes = sum(firstLoad);
console.log(`  ${kb(firstLoadBytes).padStart(9)}  total (${firstLoadBytes} B)\n`);

const inFirstLoad = new Set(firstLoad);
const pageRows = Object.entries(pages)
  .filter(([name]) => name !== homePage)
  .map(([name, url]) => {
    const own = staticClosure(manifest, url, new Set(inFirstLoad));
    return { name, url, bytes: sum(own) };
  });
console.log('Further page chunks (what a navigation from the home route adds):');
for (const row of pageRows) console.log(`  ${kb(row.bytes).padStart(9)}  ${row.name}  ${row.url}  (${row.bytes} B)`);
console.log('');

const homeSource = `site/pages/${homePage}.tsx`;
const homeInFirstLoad = firstLoad.some((url) => (outputs[url]?.inputs ?? []).includes(homeSource));
check(homeInFirstLoad, `home page '${homePage}' is in the first load (its own chunk or the entry)`);
check(firstLoadBytes <= FIRST_LOAD_MAX, `first load of the home route ${kb(firstLoadBytes)} <= ${kb(FIRST_LOAD_MAX)} brotli`);
for (const row of pageRows) check(row.bytes <= PAGE_CHUNK_MAX, `page chunk '${row.name}' ${kb(row.bytes)} <= ${kb(PAGE_CHUNK_MAX)} brotli`);
// A page chunk that other lazy chunks import from can lose its entry signature in Rollup's output;
// the manifest would then miss it (no modulepreload, no budget row): every route's page must be there.
const builtInputs = new Set(Object.values(outputs).flatMap((info) => info.inputs ?? []));
const missingPages = [...new Set(ROUTES.map((route) => route.page))].filter((page) => page !== homePage && !pages[page] && builtInputs.has(`site/pages/${page}.tsx`));
if (missingPages.length) check(false, `every route's page has its own chunk in the manifest: missing ${missingPages.join(', ')}`);
// The booking widget loads when a visitor opens it: its chunk is not in the first load, and
// what opening it adds on an event page (beyond the first load) stays within a route chunk's budget.
const widgetUrl = Object.keys(outputs).find((url) => outputs[url].entryPoint === BOOKING_WIDGET_SOURCE);
if (builtInputs.has(BOOKING_WIDGET_SOURCE)) check(Boolean(widgetUrl), `the booking widget (${BOOKING_WIDGET_SOURCE}) is a lazy chunk of its own`);
if (widgetUrl) {
  const eventChunk = pages.event ? staticClosure(manifest, pages.event, new Set(inFirstLoad)) : [];
  const widgetBytes = sum(staticClosure(manifest, widgetUrl, new Set([...inFirstLoad, ...eventChunk])));
  console.log(`Booking widget (what opening it on an event page adds): ${kb(widgetBytes)}  ${widgetUrl}\n`);
  check(!inFirstLoad.has(widgetUrl) && !eventChunk.includes(widgetUrl), 'the booking widget chunk is not in the first load nor in the event page chunk');
  check(widgetBytes <= WIDGET_CHUNK_MAX, `booking widget chunk ${kb(widgetBytes)} <= ${kb(WIDGET_CHUNK_MAX)} brotli`);
}
// Everything the page editor loads, lazy parts (Editor.js) included, is what an editor
// downloads at most. The editor build's on-demand chunks (the CMS hub, loaded only on
// /cms-hub; the versions and page-settings dialogs, fetched when the toolbar opens them) are each
// held to a route chunk's budget instead: like a route, an editor pays for one when going there.
/** The editor build's chunks fetched only when opened: [source, name]. */
const EDITOR_ON_DEMAND = [
  ['editor/hub/mount.tsx', 'CMS hub'],
  ['editor/versions/versions-panel.tsx', 'Versions dialog'],
  ['editor/page-settings/page-settings-dialog.tsx', 'Page settings dialog'],
  ['editor/publish/publish-panel.tsx', 'Publish panel'],
  ['common/login/second-step.tsx', 'Two-factor sign-in step'],
  ['editor/dialogs/login-modal.tsx', 'Login modal (a session ended)'],
  ['editor/hub/price-list-widget.tsx', 'Hub seat groups and prices'],
  ['editor/overlay/structure-panel.tsx', 'Structure panel of a section'],
  ['editor/forms/widgets/field-kinds.tsx', 'Field widgets: pickers, named choices, password, settings'],
  ['editor/hub/dashboard.tsx', 'Hub dashboard'],
  ['editor/hub/audit-view.tsx', 'Hub audit log'],
  ['editor/hub/sign-in-locks.tsx', 'Hub sign-in locks'],
  ['editor/page-tree/page-tools.tsx', "'Neue Seite' and page tree"],
  ['editor/hub/item-form.tsx', 'Hub item form'],
  ['editor/forms/richtext/paste/insert-paste.ts', 'Rich text paste conversion'],
  ['editor/forms/richtext/link-form.tsx', 'Rich text link form'],
  ['editor/media/media-library.tsx', 'Media library dialog (several uploads at once)'],
  ['editor/dialogs/list-items.tsx', "A list's items in its dialog"],
  ['editor/conflict/conflict-dialog.tsx', 'Conflict dialog (a colleague saved first)'],
  ['editor/drafts/draft-list.tsx', 'Restore offer (drafts left in this browser)'],
];
/** The editor's strings, one chunk per language (editor/i18n/strings.ts): an editor loads one, the larger counts. */
const EDITOR_LANGUAGES = ['editor/i18n/de.ts', 'editor/i18n/en.ts'];
if (manifest.editor?.outputs) {
  const editorOutputs = manifest.editor.outputs;
  const onDemand = EDITOR_ON_DEMAND.map(([source, name]) => ({ name, files: Object.keys(editorOutputs).filter((url) => editorOutputs[url].entryPoint === source) }));
  const languages = EDITOR_LANGUAGES.map((source) => Object.keys(editorOutputs).filter((url) => editorOutputs[url].entryPoint === source));
  const apart = new Set([...onDemand, ...languages.map((files) => ({ files }))].flatMap((part) => part.files));
  const axeFiles = Object.keys(editorOutputs).filter((url) => editorOutputs[url].entryPoint === QUALITY_AXE_SOURCE);
  // Every file of the build counts, save the on-demand parts and a chunk only they import: what the
  // editor reaches from its entry (static and lazy imports alike) short of those parts stays counted.
  const inApp = new Set();
  const reach = (url) => {
    if (inApp.has(url) || apart.has(url) || axeFiles.includes(url)) return;
    inApp.add(url);
    for (const next of [...(editorOutputs[url]?.imports ?? []), ...(editorOutputs[url]?.dynamicImports ?? [])]) reach(next);
  };
  reach(manifest.editor.entry);
  const editorView = { ...manifest, site: manifest.editor };
  const theirsOnly = new Set([...apart].flatMap((url) => staticClosure(editorView, url)).filter((url) => !inApp.has(url)));
  const editorFiles = Object.keys(editorOutputs).filter((url) => !apart.has(url) && !axeFiles.includes(url) && !theirsOnly.has(url));
  const languageBytes = Math.max(0, ...languages.map((files) => sum([...new Set(files.flatMap((url) => staticClosure(editorView, url, new Set(inApp))))])));
  const editorBytes = sum(editorFiles) + languageBytes;
  console.log(`Editor app (${editorFiles.length} files and one language's strings, ${kb(languageBytes)}; the on-demand chunks apart): ${kb(editorBytes)} (${editorBytes} B)  ${manifest.editor.entry}`);
  check(editorBytes <= EDITOR_MAX, `editor app ${kb(editorBytes)} <= ${kb(EDITOR_MAX)} brotli`);
  for (const { name, files } of onDemand) {
    const bytes = sum([...new Set(files.flatMap((url) => staticClosure(editorView, url, new Set(inApp))))]);
    console.log(`${name} (what opening it adds to the editor): ${kb(bytes)}  ${files.join(', ') || 'none'}`);
    if (files.length) check(bytes <= WIDGET_CHUNK_MAX, `${name} chunk ${kb(bytes)} <= ${kb(WIDGET_CHUNK_MAX)} brotli`);
  }
  console.log('');
  if (axeFiles.length) {
    console.log(`Quality checks' axe-core (fetched when the checks run): ${kb(sum(axeFiles))}  ${axeFiles.join(', ')}\n`);
    const editorClosure = staticClosure({ ...manifest, site: manifest.editor }, manifest.editor.entry);
    check(!axeFiles.some((url) => editorClosure.includes(url)), 'the quality checks\' axe-core chunk is lazy: not among the editor entry\'s static imports');
  }
} else console.log('Editor app: not built (node build.mjs --only=editor)\n');
const forbidden = firstLoad.flatMap((url) => (outputs[url]?.inputs ?? []).filter((input) => FORBIDDEN_INPUTS.some((re) => re.test(input))));
check(forbidden.length === 0, `no editor, Editor.js, Sentry or web-vitals code in the first load${forbidden.length ? `: ${forbidden.slice(0, 5).join(', ')}` : ''}`);
finish();
