/**
 * The longest production functions (a function longer than 80 lines is one to cut at its seams), measured with the
 * TypeScript compiler's parser: every function declaration, function expression, arrow function and
 * method in site/, editor/, common/ and server/, from its first line to its last, nested ones on
 * their own too. `node --import tsx scripts/longest-functions.ts [count]` prints the longest.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['site', 'editor', 'common', 'server'];
/** Tests and declarations are not production functions. */
const SOURCE = /\.tsx?$/;
const SKIPPED = /\.test\.tsx?$|\.d\.ts$/;

export interface FunctionLength {
  /** file:line of its first line, relative to the repository */
  where: string;
  name: string;
  lines: number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !SKIPPED.test(entry.name) ? [full] : [];
  });
}

/** A function's name as a reader finds it: its own, or the variable, property or call it sits in. */
function nameOf(node: ts.Node, file: ts.SourceFile): string {
  const named = node as { name?: ts.Node };
  if (named.name) return named.name.getText(file);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(file);
  if (ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText(file).slice(0, 40)})`;
  return '(anonymous)';
}

export function functionLengths(root = ROOT): FunctionLength[] {
  const found: FunctionLength[] = [];
  for (const fileName of FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)))) {
    const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const file = ts.createSourceFile(fileName, readFileSync(fileName, 'utf8'), ts.ScriptTarget.Latest, true, kind);
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
        const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
        const where = `${path.relative(root, fileName).split(path.sep).join('/')}:${first + 1}`;
        found.push({ where, name: nameOf(node, file), lines: last - first + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found.sort((a, b) => b.lines - a.lines);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 10);
  for (const f of functionLengths().slice(0, count)) console.log(`${String(f.lines).padStart(4)}  ${f.name}  ${f.where}`);
}
