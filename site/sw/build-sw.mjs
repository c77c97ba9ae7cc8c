/**
 * Builds the service worker into <dist>/public/sw.js: one unhashed classic script,
 * with the build hash (its cache name) and the precache list injected from the manifest. Called by
 * build.mjs after the site build, and by the offline browser test to stage a new build.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// One closure function for the shell's modulepreload list, the budget and this list (server/shell/manifest.ts).
const { staticClosure } = await tsImport('../../server/shell/manifest.ts', import.meta.url);

/**
 * What a first visit of any page needs: the entry with its static imports, every page chunk with
 * its own, and each language's core strings (the entry loads one before it renders); then every
 * lazy chunk these load later ('Karten' on a page seen online opened its popup offline
 * only if its chunk had been used before). Source maps and .br/.gz never (the browser negotiates
 * the encoding of the one URL itself).
 */
export function precacheUrls(manifest) {
  const seen = new Set();
  const roots = [manifest.site.entry, ...Object.values(manifest.site.pages), ...Object.values(manifest.site.dictionaries ?? {})];
  const first = roots.flatMap((url) => staticClosure(manifest, url, seen));
  const lazy = [];
  for (let i = 0; i < first.length + lazy.length; i++) {
    const url = i < first.length ? first[i] : lazy[i - first.length];
    for (const next of manifest.site.outputs[url]?.dynamicImports ?? []) lazy.push(...staticClosure(manifest, next, seen));
  }
  return [...first, ...lazy].filter((url) => url.endsWith('.js'));
}

/** Writes <distDir>/public/sw.js for this manifest; returns the precache list. */
export async function buildServiceWorker({ manifest, distDir }) {
  const precache = precacheUrls(manifest);
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ['site/sw/sw.ts'],
    outfile: path.join(distDir, 'public', 'sw.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020', 'chrome109', 'firefox115', 'safari15'],
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: { __SW_CONFIG__: JSON.stringify({ build: manifest.build, precache }) },
  });
  return precache;
}
