import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { VersionChange } from '../../common/api/versions';
import { translationMarks } from '../../server/features/editor-api/translation-marks';
import { touches } from '../../server/features/versions/stale-check';

const change = (scope: VersionChange['scope'], id: number, status: VersionChange['status'] = 'changed'): VersionChange => ({ scope, id, label: '', status, fields: [] });

test("a stale edit of a module conflicts only with a change of that module, not with a colleague's move beside it", () => {
  assert.ok(touches([change('module', 7)], { kind: 'module', id: 7 }));
  assert.not.ok(touches([change('module', 8)], { kind: 'module', id: 7 }));
  assert.not.ok(touches([change('module', 7, 'moved')], { kind: 'module', id: 7 }));
  assert.ok(touches([change('module', 7, 'moved')], { kind: 'module', id: 7, placement: true }));
  assert.not.ok(touches([change('page', 1)], { kind: 'module', id: 7 }));
});

test('a stale section write conflicts with changes of the section or its modules; page settings with the page; new things never', () => {
  assert.ok(touches([change('module', 7)], { kind: 'section', id: 3 }, new Set([7])));
  assert.not.ok(touches([change('module', 9)], { kind: 'section', id: 3 }, new Set([7])));
  assert.ok(touches([change('section', 3)], { kind: 'section', id: 3 }));
  assert.ok(touches([change('section', 4, 'added')], { kind: 'section-order' }));
  assert.ok(touches([change('page', 1)], { kind: 'page' }));
  assert.not.ok(touches([change('module', 7)], { kind: 'page' }));
  assert.not.ok(touches([change('page', 1), change('module', 7)], { kind: 'new' }));
});

test('an edit marks the other language; saving there clears it without marking back; a new module marks the other language', () => {
  const row = { i18n: { de: { content: 'Alt' }, en: { content: 'Old' } }, needsTranslation: [] as ('de' | 'en')[] };
  assert.equal(translationMarks(row, { de: { content: 'Neu' }, en: { content: 'Old' } }, 'de'), ['en']);
  assert.equal(translationMarks({ ...row, needsTranslation: ['en'] }, { de: { content: 'Alt' }, en: { content: 'New' } }, 'en'), []);
  assert.equal(translationMarks(row, { de: { content: 'Alt' }, en: { content: 'Old' } }, 'de'), []);
  assert.equal(translationMarks(null, { de: { content: 'Neu' } }, 'de'), ['en']);
  assert.equal(translationMarks(null, { de: {} }, 'de'), []);
});

test.run();
