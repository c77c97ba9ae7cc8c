/**
 * The project's imports as a graph, for the folder rules (test/unit/boundaries.test.ts and
 * docs/ARCHITECTURE.md "Folders and imports").
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export type Folder = 'common' | 'site' | 'editor' | 'server' | 'scripts';

/**
 * What each folder may import besides itself. `common` is shared by both browser apps and the
 * server, so it imports nothing of theirs; the two apps never import each other (the site loads the
 * editor's bundle by address, not by import).
 */
export const FOLDER_IMPORTS: Record<Folder, Folder[]> = {
  common: [],
  site: ['common'],
  editor: ['common'],
  server: ['common'],
  scripts: ['common', 'server'],
};

/**
 * The server renders the visitor app to HTML (server-side rendering): these files, and only these,
 * import the site's code. [importer, imported], relative to the repository.
 */
export const SSR_EDGES: [string, string][] = [
  ['server/shell/render-body.tsx', 'site/app.tsx'],
  ['server/shell/render-body.tsx', 'site/render/memo-part.tsx'],
  ['server/shell/render-memo.ts', 'site/render/memo-part.tsx'],
];

export interface Import {
  /** Absolute path of the imported file (without extension when no such file exists). */
  target: string;
  /**
   * `type`: `import type` / `export type`, gone after compiling. `dynamic`: `import()`, loaded when
   * called. `value`: runs when the importer is loaded (with verbatimModuleSyntax this includes
   * `import { type A }`, which stays as an import of the module).
   */
  kind: 'value' | 'type' | 'dynamic';
}

const STATIC = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(importer: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null; // a package
  const base = path.resolve(path.dirname(importer), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && /\.[cm]?[jt]sx?$/.test(candidate)) return candidate;
  }
  return base;
}

/** The project files `source` (the text of `file`) imports, with how. */
export function importsOf(file: string, source: string): Import[] {
  const found: Import[] = [];
  for (const match of source.matchAll(STATIC)) {
    const target = resolve(file, match[3]!);
    if (target) found.push({ target, kind: match[2] ? 'type' : 'value' });
  }
  for (const match of source.matchAll(DYNAMIC)) {
    const target = resolve(file, match[1]!);
    if (target) found.push({ target, kind: 'dynamic' });
  }
  return found;
}

/** Every group of files that import each other round in a circle (Tarjan's strongly connected components). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
