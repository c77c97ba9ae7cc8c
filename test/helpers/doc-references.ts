/**
 * The references code and docs make to our docs, for test/unit/doc-references.test.ts: a section
 * of a doc (`DECISIONS "Cold renders"`) and a file of the repository (`server/shell/render-memo.ts`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

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
 * What a doc can be cited by: its headings (any level; a citation may stop before a trailing
 * parenthesis, as in "Consent manager (2026-11-20)") and the bold lead-ins of its list items
 * ("**Sessions**: …").
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

/** A tracker's number in prose: `issue #13`, `Issue 22 point 3`, `issues 20`, also across a comment's line break. */
export const ISSUE_TAG = /\bissues?\s+(?:\*\s+|\/\/\s*)?#?\d+/gi;

/**
 * The comments of a TypeScript or JavaScript file, each with the line it starts on, read by the
 * TypeScript parser: a string, a template or JSX text that looks like a comment is not one.
 */
export function commentsOf(file: string, source: string): { line: number; text: string }[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const root = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map<number, number>();
  const add = (found: ts.CommentRange[] | undefined) => found?.forEach((r) => ranges.set(r.pos, r.end));
  const visit = (node: ts.Node) => {
    // JSX text is no trivia, and a JSDoc node lies inside a comment already found.
    if (node.kind === ts.SyntaxKind.JsxText || (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode)) return;
    const children = node.getChildren(root);
    // Comments sit in the trivia before and after tokens, so the tokens are enough (the end of the
    // file is one too, though it holds the JSDoc of a closing comment as a child).
    if (children.length === 0 || node.kind === ts.SyntaxKind.EndOfFileToken) {
      // CSS comments in a styles template (goober's css`…`) are comments to their reader too.
      if (node.kind >= ts.SyntaxKind.FirstTemplateToken && node.kind <= ts.SyntaxKind.LastTemplateToken) {
        const start = node.getStart(root);
        for (const m of source.slice(start, node.end).matchAll(/\/\*[\s\S]*?\*\//g)) ranges.set(start + m.index, start + m.index + m[0].length);
      }
      add(ts.getLeadingCommentRanges(source, node.pos));
      add(ts.getTrailingCommentRanges(source, node.end));
      return;
    }
    children.forEach(visit);
  };
  visit(root);
  add(ts.getLeadingCommentRanges(source, 0));
  return [...ranges].sort(([a], [b]) => a - b).map(([pos, end]) => ({ line: lineOf(source, pos), text: source.slice(pos, end) }));
}

/** Issue-number tags in the comments of a source file (strings, such as test names, aside). */
export function issueTags(file: string, source: string): Reference[] {
  if (!new RegExp(ISSUE_TAG.source, 'i').test(source)) return [];
  return commentsOf(file, source).flatMap((comment) =>
    [...comment.text.matchAll(ISSUE_TAG)].map((m) => ({ file, line: comment.line + comment.text.slice(0, m.index).split('\n').length - 1, text: m[0].replace(/\s+(\*\s+|\/\/\s*)?/g, ' ') })),
  );
}

/** Issue-number tags anywhere in a doc: all of its text is prose. */
export function docIssueTags(file: string, markdown: string): Reference[] {
  return [...markdown.matchAll(ISSUE_TAG)].map((m) => ({ file, line: lineOf(markdown, m.index), text: m[0] }));
}

/**
 * Files named in a comment by their name or a tail of their path (`render-body.tsx`,
 * `versions/diff.ts`) rather than from the top of the repository. Such a name resolves when some
 * tracked file's path ends with it; a made-up example in a comment can say `example.ts`, and the
 * build's output (`dist/…`) is not in the repository.
 */
export function shortPathMentions(file: string, source: string): Reference[] {
  const pattern = /(?<![\w./@-])((?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:tsx?|mjs))(?![\w*{$/])/g;
  return commentsOf(file, source).flatMap((comment) =>
    [...comment.text.matchAll(pattern)]
      .filter((m) => !/^(site|editor|common|server|scripts|test|docs|dist)\//.test(m[1]!) && !/^(example|x|a|b)\./.test(m[1]!))
      .map((m) => ({ file, line: comment.line + comment.text.slice(0, m.index).split('\n').length - 1, text: m[1]! })),
  );
}
