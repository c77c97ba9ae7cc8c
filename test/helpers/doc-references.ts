/**
 * The references code and docs make to our docs, for test/unit/doc-references.test.ts: a section
 * of a doc (`DECISIONS "Cold renders"`) and a file of the repository (`server/shell/render-memo.ts`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The docs a comment may cite by name; each is docs/<NAME>.md. */
export const CITED_DOCS = ['ARCHITECTURE', 'DECISIONS', 'OPERATIONS', 'PERFORMANCE', 'PRODUCT', 'STACK-NOTES'] as const;
export type CitedDoc = (typeof CITED_DOCS)[number];

export interface Reference {
  file: string;
  line: number;
  /** What is cited: `DECISIONS "Cold renders"` or a path. */
  text: string;
}

/** Every file git keeps in these folders, relative to the repository. */
export function trackedFiles(root: string, folders: string[]): string[] {
  return execFileSync('git', ['ls-files', '--', ...folders], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
}

/** A comment's line breaks and ` * ` gutters inside a citation, folded back to single spaces. */
const fold = (text: string) => text.replace(/\s*\n\s*(\*\s*|\/\/\s*)?/g, ' ').trim();

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

/**
 * What a doc can be cited by: its headings (any level, up to a parenthesis, as in "Consent manager
 * (issue #6)") and the bold lead-ins of its list items ("**Sessions**: …").
 */
export function citableNames(markdown: string): string[] {
  const headings = [...markdown.matchAll(/^#{1,6} +(.+)$/gm)].map((m) => m[1]!);
  const leads = [...markdown.matchAll(/^\s*(?:[-*]|\d+\.)\s+\*\*([^*]+)\*\*/gm)].map((m) => m[1]!);
  return [...headings, ...leads].map((name) => name.replace(/`/g, '').trim());
}

/** A citation resolves when a citable name starts with it (case and backticks aside). */
export function resolves(names: string[], cited: string): boolean {
  const wanted = cited.replace(/`/g, '').toLowerCase();
  return names.some((name) => name.toLowerCase().startsWith(wanted));
}

/** `DOC "Section"` citations in a source file (`DOC.md "Section"` too). */
export function sectionCitations(file: string, source: string): (Reference & { doc: CitedDoc; section: string })[] {
  const pattern = new RegExp(`\\b(${CITED_DOCS.join('|')})(?:\\.md)? "([^"]{1,120})"`, 'g');
  return [...source.matchAll(pattern)].map((m) => ({ file, line: lineOf(source, m.index), text: fold(m[0]), doc: m[1] as CitedDoc, section: fold(m[2]!) }));
}

/** `STYLE 13` / `STYLE.md 2` citations: the numbered habits of docs/STYLE.md. */
export function styleCitations(file: string, source: string): (Reference & { number: number })[] {
  return [...source.matchAll(/\bSTYLE(?:\.md)? (\d+)\b/g)].map((m) => ({ file, line: lineOf(source, m.index), text: m[0], number: Number(m[1]) }));
}

/** The numbers of docs/STYLE.md's habits (`13. **One primitive each.**`). */
export function styleNumbers(markdown: string): Set<number> {
  return new Set([...markdown.matchAll(/^(\d+)\. \*\*/gm)].map((m) => Number(m[1])));
}

/**
 * Paths of our own folders named in a source file: `server/shell/head.ts`, `docs/PERFORMANCE.md`.
 * Only names with an extension (a folder named in prose is not checked), and no globs or templates.
 */
export function pathMentions(file: string, source: string): Reference[] {
  const pattern = /(?<![\w./-])((?:site|editor|common|server|scripts|test|docs)\/[\w./-]*\w\.(?:tsx?|mjs|js|json|md|sql|css))(?![\w*{$])/g;
  return [...source.matchAll(pattern)].map((m) => ({ file, line: lineOf(source, m.index), text: m[1]! }));
}

export function exists(root: string, relative: string): boolean {
  return existsSync(path.join(root, relative));
}

export function read(root: string, relative: string): string {
  return readFileSync(path.join(root, relative), 'utf8');
}
