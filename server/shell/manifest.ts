/**
 * dist/manifest.json as build.mjs writes it: the site entry, one chunk per page and every output's
 * static imports. Read once at start (issue 2, point 5); tests point DIST_DIR at a fixture manifest.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageName } from '../../common/routes';

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

/** An output and everything it imports statically, transitively, in load order, each once. */
export function staticClosure(manifest: SiteManifest, url: string, seen = new Set<string>()): string[] {
  if (seen.has(url)) return [];
  seen.add(url);
  const imports = manifest.site.outputs[url]?.imports ?? [];
  return [url, ...imports.flatMap((i) => staticClosure(manifest, i, seen))];
}

export interface PageAssets {
  entry: string;
  /** `<link rel="modulepreload">` targets: the entry's static imports and the page chunk with its own. */
  preloads: string[];
}

export function pageAssets(manifest: SiteManifest, page: PageName): PageAssets {
  const seen = new Set<string>();
  const entry = manifest.site.entry;
  const entryClosure = staticClosure(manifest, entry, seen).slice(1);
  const chunk = manifest.site.pages[page];
  const pageClosure = chunk ? staticClosure(manifest, chunk, seen) : [];
  return { entry, preloads: [...entryClosure, ...pageClosure] };
}
