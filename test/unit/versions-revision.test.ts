import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { expectedRevision } from '../../server/features/versions/revision';
import { summarize } from '../../server/features/versions/diff';

test('If-Match names a revision as a number, quoted or weak; * and none mean any', () => {
  assert.is(expectedRevision('3'), 3);
  assert.is(expectedRevision('"12"'), 12);
  assert.is(expectedRevision('W/"7"'), 7);
  assert.is(expectedRevision('*'), null);
  assert.is(expectedRevision(undefined), null);
  assert.ok(Number.isNaN(expectedRevision('abc')));
});

test('the one-line summary names three changes and counts the rest', () => {
  const change = (label: string, status: 'added' | 'changed') => ({ scope: 'module' as const, id: 1, label, status, fields: [] });
  const line = summarize([change('Text', 'changed'), change('Bild', 'added'), change('Zitat', 'added'), change('FAQ', 'added'), change('Link', 'changed')], 'de');
  assert.is(line, 'Text geändert · Bild hinzugefügt · Zitat hinzugefügt · 2 weitere');
  assert.is(summarize([], 'en'), 'No change');
});

test.run();
