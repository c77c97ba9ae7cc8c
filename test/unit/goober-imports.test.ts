/**
 * The visitor build replaces goober's sheet update with one that only appends, into a sheet of its
 * own (build.mjs GOOBER_APPEND). goober's `styled` and `glob` would also prepend and replace rules,
 * which that update does not do: the browser's code may import only what appends.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const APPENDING = ['css', 'keyframes', 'setup'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const test = suite('goober in the browser');

test("site/ and common/ import from goober only what appends to its sheet", () => {
  const files = ['site', 'common'].flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
  const imported = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'goober'/g)].flatMap((match) =>
      match[1]!.split(',').map((name) => `${path.relative(ROOT, file)}: ${name.trim().split(/\s+as\s+/)[0]}`),
    ),
  );
  assert.ok(imported.length > 50, `the scan finds the project's goober imports (${imported.length})`);
  assert.equal(imported.filter((entry) => !APPENDING.includes(entry.split(': ')[1]!)), []);
  const otherForms = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes("from 'goober'") && !/^import \{[^}]*\} from 'goober';$/.test(line))
      .map((line) => `${path.relative(ROOT, file)}: ${line}`),
  );
  assert.equal(otherForms, [], 'a goober import of another form (namespace, default, over several lines)');
});

test.run();
