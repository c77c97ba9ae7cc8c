/**
 * Plural patterns in every dictionary ('{count|a|b}' is not typesafe-i18n syntax and
 * printed '70 70' under the filter bar). Reads the dictionary files themselves, so a new namespace is
 * checked without being listed here.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tEvents } from '../../common/modules/event-list/strings';
import { LANGS } from '../../common/routes';

const I18N = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'common', 'i18n');

/** Every string of a dictionary with its dotted key. */
function strings(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => strings(v, key ? `${key}.${k}` : k));
}

test('no dictionary string uses an argument as a plural switch ({count|one|many})', async () => {
  const wrong: string[] = [];
  for (const lang of LANGS) {
    for (const file of readdirSync(path.join(I18N, lang)).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
      const dictionary = (await import(path.join(I18N, lang, file))).default;
      for (const [key, text] of strings(dictionary)) {
        if (/(^|[^{])\{\s*\w+(:\w+)?\s*\|/.test(text)) wrong.push(`${lang}/${file} ${key}: ${text}`);
      }
    }
  }
  assert.equal(wrong, [], `Plurals are written {{one|many}} after the number:\n${wrong.join('\n')}`);
});

test('the event count under the filter bar reads as a number and a noun', () => {
  assert.is(tEvents('de').list.count({ count: 70 }), '70 Veranstaltungen');
  assert.is(tEvents('de').list.count({ count: 1 }), '1 Veranstaltung');
  assert.is(tEvents('en').list.count({ count: 15 }), '15 events');
  assert.is(tEvents('en').list.count({ count: 1 }), '1 event');
});

test.run();
