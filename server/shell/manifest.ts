/**
 * dist/manifest.json as build.mjs writes it: the site entry, one chunk per page and every output's
 * static imports. Read once at start and again only when a rebuild replaced it
 * (`npm run dev` rebuilds the site beside a running server); tests point DIST_DIR at a fixture.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Lang, PageName } from '../../common/routes';

export interface ManifestOutput {
  entryPoint?: string | null;
  bytes?: number;
  /** Public URLs of the outputs this one imports statically. */
  imports: string[];
  dynamicImports?: string[];
  /** Source files bundled into this output. */
  inputs?: string[];
}

export interface SiteManifest {
  build?: string;
  site: {
    entry: string;
    pages: Partial<Record<PageName, string>>;
    /** The chunk of each language's core dictionary (site/i18n/dictionaries.ts loads one at boot). */
    dictionaries?: Partial<Record<Lang, string>>;
    outputs: Record<string, ManifestOutput>;
  };
}

/** The manifest, or null when the site was never built (the shell then answers 503). */
export async function readManifest(distDir: string): Promise<SiteManifest | null> {
  let raw: string;
  try {
    raw = await readFile(path.join(distDir, 'manifest.json'), 'utf8');
  } catch {
    return null;
  }
  const manifest = JSON.parse(raw) as Partial<SiteManifest>;
  if (!manifest.site?.entry || !manifest.site.outputs) return null;
  return manifest as SiteManifest;
}

/** A rebuild is noticed within this time; between checks no request touches the file system. */
const RECHECK_MS = 1000;

export interface ManifestSource {
  current(): Promise<SiteManifest | null>;
}

export async function manifestSource(distDir: string): Promise<ManifestSource> {
  const file = path.join(distDir, 'manifest.json');
  const mtimeOf = async () => (await stat(file).catch(() => null))?.mtimeMs ?? 0;
  let mtime = await mtimeOf();
  let manifest = await readManifest(distDir);
  let checkedAt = Date.now();
  return {
    async current() {
      if (Date.now() - checkedAt < RECHECK_MS) return manifest;
      checkedAt = Date.now();
      const now = await mtimeOf();
      if (now !== mtime) {
        mtime = now;
        manifest = await readManifest(distDir).catch(() => manifest);
      }
      return manifest;
    },
  };
}

/** An output and everything it imports statically, transitively, in load order, each once. */
export function staticClosure(manifest: SiteManifest, url: string, seen = new Set<string>()): string[] {
  if (seen.has(url)) return [];
  seen.add(url);
  const imports = manifest.site.outputs[url]?.imports ?? [];
  return [url, ...imports.flatMap((i) => staticClosure(manifest, i, seen))];
}

export interface PageAssets {
  entry: string;
  /** The chunks the boot script preloads (boot-script.ts): the entry's static imports and the page chunk with its own. */
  preloads: string[];
}

/** What the first paint of a page needs: the entry's imports, the page's chunk and its language's strings. */
export function pageAssets(manifest: SiteManifest, page: PageName, lang: Lang): PageAssets {
  const seen = new Set<string>();
  const entry = manifest.site.entry;
  const entryClosure = staticClosure(manifest, entry, seen).slice(1);
  const chunk = manifest.site.pages[page];
  const pageClosure = chunk ? staticClosure(manifest, chunk, seen) : [];
  const dictionary = manifest.site.dictionaries?.[lang];
  const dictionaryClosure = dictionary ? staticClosure(manifest, dictionary, seen) : [];
  return { entry, preloads: [...entryClosure, ...pageClosure, ...dictionaryClosure] };
}
