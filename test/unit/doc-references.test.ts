/**
 * Every reference to our docs resolves: a comment or doc citing `DECISIONS "…"`
 * names a heading or a bold lead-in of docs/DECISIONS.md (STACK-NOTES and the others alike), one
 * citing `STYLE 13` a numbered habit of docs/STYLE.md, and a path of our folders named in code
 * or docs is a file of the repository. Renaming a section or moving a file without following its
 * citations fails here, naming the place. And no comment of code cites a tracker's issue number
 * (`issue #13`): a reader has the repository, not the tracker, so a comment says its reason itself
 * or cites the doc section that does (docs/STYLE.md).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CITED_DOCS, citableNames, docIssueTags, exists, issueTags, shortPathMentions, pathMentions, read, resolves, sectionCitations, styleCitations, styleNumbers, trackedFiles, type CitedDoc } from '../helpers/doc-references';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = trackedFiles(ROOT, ['site', 'editor', 'common', 'server', 'scripts', 'test', 'docs', 'build.mjs', 'README.md'])
  // This test and its helper hold made-up citations as examples.
  .filter((f) => /\.(tsx?|mjs|md|sql)$/.test(f) && !f.startsWith('test/fixtures/') && !/doc-references(\.test)?\.ts$/.test(f));
const NAMES = Object.fromEntries(CITED_DOCS.map((doc) => [doc, citableNames(read(ROOT, `docs/${doc}.md`))])) as Record<CitedDoc, string[]>;

const test = suite('doc references');

test('a citation resolves by a heading or a bold lead-in, line breaks of a comment folded', () => {
  const names = citableNames('# Top\n## Consent manager (issue #6)\n- **Sessions**: server-side\n1. **`/assets/…`**: bundles\n');
  assert.ok(resolves(names, 'Consent manager'));
  assert.ok(resolves(names, 'Sessions'));
  assert.ok(resolves(names, '/assets/'));
  assert.not.ok(resolves(names, 'Budgets'));
  const [cited] = sectionCitations('x.ts', '/**\n * as DECISIONS "Consent\n * manager" says\n */');
  assert.equal([cited?.doc, cited?.section], ['DECISIONS', 'Consent manager']);
  assert.equal(pathMentions('x.ts', 'see server/shell/head.ts, site/**/*.tsx and `common/${name}.ts`').map((r) => r.text), ['server/shell/head.ts']);
});

test('every DOC "Section" citation names a section of that doc', () => {
  const dead = SOURCES.flatMap((file) => sectionCitations(file, read(ROOT, file)))
    .filter((c) => !resolves(NAMES[c.doc], c.section))
    .map((c) => `${c.file}:${c.line} ${c.text}`);
  assert.equal(dead, [], `citations of sections that do not exist:\n${dead.join('\n')}`);
});

test('every STYLE N citation names a habit of docs/STYLE.md', () => {
  const numbers = styleNumbers(read(ROOT, 'docs/STYLE.md'));
  const dead = SOURCES.flatMap((file) => styleCitations(file, read(ROOT, file)))
    .filter((c) => !numbers.has(c.number))
    .map((c) => `${c.file}:${c.line} ${c.text}`);
  assert.ok(numbers.size >= 13, 'docs/STYLE.md numbers its habits');
  assert.equal(dead, [], `citations of habits that do not exist:\n${dead.join('\n')}`);
});

test('every path of our folders named in code or docs is a file of the repository', () => {
  const dead = SOURCES.flatMap((file) => pathMentions(file, read(ROOT, file)))
    .filter((r) => !exists(ROOT, r.text))
    .map((r) => `${r.file}:${r.line} ${r.text}`);
  assert.equal(dead, [], `paths that do not exist:\n${dead.join('\n')}`);
});

test('a file named in a comment by its name or a tail of its path is a file of the repository', () => {
  const tracked = trackedFiles(ROOT, ['.']);
  const dead = SOURCES.filter((file) => /\.(tsx?|mjs)$/.test(file))
    .flatMap((file) => shortPathMentions(file, read(ROOT, file)))
    .filter((r) => !tracked.some((t) => t === r.text || t.endsWith(`/${r.text}`)))
    .map((r) => `${r.file}:${r.line} ${r.text}`);
  assert.equal(dead, [], `files named in comments that do not exist:\n${dead.join('\n')}`);
});

test('an issue tag is found in a comment, never in a string or a test name', () => {
  const source = "// Issue 22 point 3: kept\nconst a = 'issue #5'; /* see (issue #13) */\ntest('issue 26', () => {});\n/**\n * broken (issue\n * #9 point 2)\n */\n";
  assert.equal(issueTags('x.ts', source).map((r) => `${r.line} ${r.text}`), ['1 Issue 22', '2 issue #13', '5 issue #9']);
  assert.equal(issueTags('x.tsx', 'const b = <p>issue 7 {/* issue 8 */}</p>;').map((r) => r.text), ['issue 8']);
  assert.equal(issueTags('x.ts', 'const c = css`\n  color: red;\n  /* hidden (issue #9 point 16) */\n  ${mq.md} { /* issue 10 */ }\n`;').map((r) => `${r.line} ${r.text}`), ['3 issue #9', '4 issue 10']);
});

test('no comment of code and no doc cites an issue number', () => {
  const tagged = SOURCES.filter((file) => /\.(tsx?|mjs|md)$/.test(file))
    .flatMap((file) => (file.endsWith('.md') ? docIssueTags(file, read(ROOT, file)) : issueTags(file, read(ROOT, file))))
    .map((r) => `${r.file}:${r.line} ${r.text}`);
  assert.equal(tagged, [], `comments and docs citing an issue number instead of a doc section or their own reason:\n${tagged.join('\n')}`);
});

test.run();
