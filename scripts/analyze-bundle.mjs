/**
 * Where the home route's first-load bytes come from, by source folder (minified bytes before
 * compression; the budget script gives the brotli totals). Diagnosis only: `node scripts/analyze-bundle.mjs [page] [lang]`.
 * Reads what build.mjs keeps for it: dist/site-metafile.json (Rollup's rendered length per module).
 */
import { readFileSync } from 'node:fs';

const meta = JSON.parse(readFileSync('dist/site-metafile.json', 'utf8'));
const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8'));
const outputs = manifest.site.outputs;
const page = process.argv[2] ?? 'cms-page';
const lang = process.argv[3] ?? 'de';
const seen = new Set();
const walk = (url) => {
  // A page bundled into the entry (the CMS page) has no chunk of its own.
  if (!url || seen.has(url)) return;
  seen.add(url);
  for (const dep of outputs[url]?.imports ?? []) walk(dep);
};
walk(manifest.site.entry);
walk(manifest.site.pages[page]);
walk(manifest.site.dictionaries?.[lang]);
const groups = new Map();
let total = 0;
for (const url of seen) {
  for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[`dist/public${url}`]?.inputs ?? {})) {
    const group = input
      .replace(/^\0/, '(virtual) ')
      .replace(/^node_modules\/(@[^/]+\/[^/]+|[^/]+)\/.*/, '$1')
      .replace(/^(site\/layout\/[^/]+|site\/widgets\/[^/]+|site\/[^/]+|common\/i18n\/(de|en)\/[^/]+|common\/[^/]+).*/, '$1');
    groups.set(group, (groups.get(group) ?? 0) + bytesInOutput);
    total += bytesInOutput;
  }
}
for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1])) console.log(String(bytes).padStart(7), group);
console.log(String(total).padStart(7), `total minified (${seen.size} files)`);
