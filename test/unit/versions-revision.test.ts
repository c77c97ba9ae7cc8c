import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { expectedRevision } from '../../server/features/versions/revision';
import { diffSnapshots, summarize } from '../../server/features/versions/diff';

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

test('a new section reads as its layout and modules in words, never as its stored JSON (issue 20 point 2)', () => {
  const page = { id: 1, title: { de: 'Das Haus' } };
  const section = { id: 7, page_id: 1, slug: 's7', content_type: 'page', object_id: null, layout: '50-50', extra_class: '', columns: [{ index: 0, classes: '' }, { index: 1, classes: '' }], position: 0 };
  const modules = [
    { id: 21, section_id: 7, column_index: 1, position: 0, parent_module_id: null, type: 'image', fields: {}, i18n: { de: {} } },
    { id: 20, section_id: 7, column_index: 0, position: 0, parent_module_id: null, type: 'text', fields: {}, i18n: { de: { content: '<p>Hallo</p>' } } },
  ];
  const before = { page, sections: [], modules: [] };
  const after = { page, sections: [section], modules };
  const [de] = diffSnapshots(before, after, 'de').filter((c) => c.scope === 'section');
  assert.equal({ label: de!.label, status: de!.status, detail: de!.detail, fields: de!.fields }, { label: 'Abschnitt', status: 'added', detail: 'Zwei Spalten mit Text und Bild', fields: [] });
  const [en] = diffSnapshots(before, after, 'en').filter((c) => c.scope === 'section');
  assert.is(en!.detail, 'Two columns with Text and Image');
  // A changed layout reads as the two layouts' names, and the section's bookkeeping stays out.
  const [changed] = diffSnapshots(after, { page, sections: [{ ...section, layout: '33-33-33', slug: 's8', columns: [] }], modules }, 'de').filter((c) => c.scope === 'section');
  assert.equal(changed!.fields.map((f) => [f.label, f.before, f.after]), [['Aufteilung', 'Zwei Spalten', 'Drei Spalten']]);
});

test.run();
