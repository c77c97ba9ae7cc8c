/** Every save through the editor API records a page version, and restoring one undoes later saves. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EditorModule } from '../../common/api/editor';
import type { Page } from '../../common/api/types';
import type { RestoreResult, VersionList } from '../../common/api/versions';
import { l } from '../../common/i18n/localized';
import { createTestApp, type TestApp } from '../helpers/app';
import { editorClient, type EditorClient } from '../helpers/editor';
import { insertPage, insertSection, json } from './fixtures';

let t: TestApp;
let ed: EditorClient;
let pageId: number;
const SECTION = 'versionen-editor';

test.before(async () => {
  t = await createTestApp();
  ed = await editorClient(t, 'versionen-redaktion');
  pageId = (await insertPage(t.database.db, { pathDe: '/de/versionen-editor', pathEn: '/en/versions-editor', title: l('Versionen', 'Versions') })).id;
  await insertSection(t.database.db, { slug: SECTION, pageId });
});
test.after(() => t.close());

const versions = async () => json<VersionList>(await ed.call('GET', `/pageeditor-api/pages/${pageId}/versions/`));
/** The draft, as the editor sees it. */
const headlines = async () =>
  json<Page>(await ed.call('GET', '/de/pageeditor-api/page/versionen-editor')).modules[0]!.columns[0]!.children.map((m) => m.data.content);

test('create, two edits and a delete through the editor are four versions; restoring the third brings its text back', async () => {
  const created = await ed.call('POST', ed.url('modules'), { type: 'headline', section: SECTION, column: 0, data: { content: 'Erste Zeile', headline_level: 2 } });
  assert.is(created.statusCode, 201, created.body);
  const id = json<EditorModule>(created).id;
  for (const content of ['Zweite Zeile', 'Dritte Zeile']) {
    const saved = await ed.call('PATCH', ed.url('modules', id), { data: { content } });
    assert.is(saved.statusCode, 200, saved.body);
  }
  assert.is((await ed.call('DELETE', ed.url('modules', id))).statusCode, 204);
  const list = await versions();
  // The page as it was before the first edit is version 1.
  assert.equal(list.results.map((v) => v.summary), ['Überschrift entfernt', 'Überschrift geändert', 'Überschrift geändert', 'Überschrift hinzugefügt', 'Ausgangszustand']);
  assert.equal(await headlines(), []);

  const restored = await ed.call('POST', `/pageeditor-api/pages/${pageId}/versions/${list.results[2]!.number}/restore/`);
  assert.is(restored.statusCode, 200, restored.body);
  assert.is(json<RestoreResult>(restored).revision, (await versions()).revision);
  assert.equal(await headlines(), ['Zweite Zeile']);
});

test('page settings saves are versions too', async () => {
  const before = (await versions()).results.length;
  const saved = await ed.call('PATCH', ed.url('pages', pageId), { headline: { de: 'Neue Überschrift der Seite' } });
  assert.is(saved.statusCode, 200, saved.body);
  const after = await versions();
  assert.is(after.results.length, before + 1);
  assert.is(after.results[0]!.summary, 'Seite geändert');
});

test.run();
