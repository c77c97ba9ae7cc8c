/**
 * The visitor build's i18n runtime (site/shims/i18n-runtime.ts) against typesafe-i18n: every string
 * of every dictionary file, both languages, with counts −1, 0, 1, 1.5 and 2 and padded text arguments, must
 * come out the same. A dictionary string in a form the small runtime does not know fails here.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { i18nObject } from 'typesafe-i18n';
import { i18nObject as small } from '../../site/shims/i18n-runtime';

const I18N = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../common/i18n');

type Node = { [key: string]: unknown };

function* strings(node: unknown, at: string[] = []): Generator<[string[], string]> {
  if (typeof node === 'string') yield [at, node];
  else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) yield* strings(value, [...at, key]);
}

const pick = (node: unknown, at: string[]) => at.reduce<unknown>((value, key) => (value as Node)[key], node) as (...args: unknown[]) => string;

for (const lang of ['de', 'en'] as const) {
  for (const file of readdirSync(path.join(I18N, lang)).filter((name) => name.endsWith('.ts'))) {
    test(`${lang}/${file}: the visitor's runtime renders every string as typesafe-i18n does`, async () => {
      const module = (await import(path.join(I18N, lang, file))) as Node;
      let compared = 0;
      for (const [name, exported] of Object.entries(module)) {
        if (!exported || typeof exported !== 'object') continue;
        const real = i18nObject(lang, exported as never) as unknown;
        const mine = small(lang, exported as never);
        for (const [at, text] of strings(exported)) {
          const keys = [...text.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((match) => match[1]!);
          for (const count of [-1, 0, 1, 1.5, 2]) {
            const args = Object.fromEntries(keys.map((key) => [key, /count|^n$|from|to|max|minutes|page|percent|status/.test(key) ? count : ` ${key} text `]));
            const expected = pick(real, at)(args);
            assert.is(pick(mine, at)(args), expected, `${lang}/${file} ${name}.${at.join('.')} with ${JSON.stringify(args)}`);
            compared += 1;
          }
        }
      }
      assert.ok(compared > 0, `${lang}/${file} has strings`);
    });
  }
}

test.run();
