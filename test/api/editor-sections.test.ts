/** Sections and containers (SPEC §3, §4, §7): the six layouts, layout changes that lose nothing, order, copy, delete; the container a 404 asks for. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EditorModule, EditorSection, ValidationErrorBody } from '../../common/api/editor';
import { SECTION_LAYOUTS, type Page, type Section } from '../../common/api/types';
import { createTestApp, type TestApp } from '../helpers/app';
import { editorClient, type EditorClient } from '../helpers/editor';
import { insertPage, json } from './fixtures';
import { events } from '../../server/db/schema';

let t: TestApp;
let ed: EditorClient;
let pageId: number;

test.before(async () => {
  t = await createTestApp();
  ed = await editorClient(t, 'abschnitt-redaktion');
  pageId = (await insertPage(t.database.db, { pathDe: '/de/abschnitte', pathEn: '/en/sections' })).id;
});
test.after(() => t.close());

const createSection = async (layout: string, position?: number) =>
  ed.call('POST', ed.url('sections'), { page: pageId, layout, ...(position === undefined ? {} : { position }) });

test('a section can be added with each of the six column layouts', async () => {
  for (const layout of SECTION_LAYOUTS) {
    const res = await createSection(layout);
    assert.is(res.statusCode, 201, res.body);
    const section = json<EditorSection>(res);
    assert.is(section.layout, layout);
    assert.is(section.columns.length, layout.split('-').length);
  }
  const page = json<Page>(await t.app.inject({ url: '/de/pageeditor-api/page/abschnitte', headers: { cookie: ed.cookie } }));
  assert.equal(page.modules.map((s) => s.layout), [...SECTION_LAYOUTS]);
  assert.is((await createSection('70-30')).statusCode, 400);
});

test('a new section goes where it is asked to; move reorders', async () => {
  const first = json<EditorSection>(await createSection('100', 0));
  assert.is(first.position, 0);
  await ed.call('POST', ed.url('sections', first.slug, 'move'), { position: 3 });
  const page = json<Page>(await t.app.inject({ url: '/de/pageeditor-api/page/abschnitte', headers: { cookie: ed.cookie } }));
  assert.is(page.modules[3]!.slug, first.slug);
});

test('fewer columns: the modules of dropped columns join the new last column, after its own', async () => {
  const section = json<EditorSection>(await createSection('33-33-33'));
  const ids: number[] = [];
  for (const column of [0, 1, 2]) ids.push(json<EditorModule>(await ed.call('POST', ed.url('modules'), { type: 'headline', section: section.slug, column, data: { content: `Spalte ${column}` } })).id);
  const res = await ed.call('PATCH', ed.url('sections', section.slug), { layout: '50-50' });
  assert.is(res.statusCode, 200, res.body);
  const changed = json<EditorSection>(res);
  assert.equal(changed.columns.map((c) => c.modules.map((m) => m.id)), [[ids[0]], [ids[1], ids[2]]]);
});

test('a section is duplicated with its modules, and deleted with them', async () => {
  const section = json<EditorSection>(await createSection('50-50'));
  await ed.call('POST', ed.url('modules'), { type: 'headline', section: section.slug, column: 1, data: { content: 'Kopiere mich' } });
  const copy = await ed.call('POST', ed.url('sections', section.slug, 'duplicate'), {});
  assert.is(copy.statusCode, 201, copy.body);
  const copied = json<EditorSection>(copy);
  assert.is.not(copied.slug, section.slug);
  assert.is(copied.columns[1]!.modules[0]!.data.content, 'Kopiere mich');
  assert.is((await ed.call('DELETE', ed.url('sections', copied.slug))).statusCode, 204);
  assert.is((await ed.call('GET', ed.url('sections', copied.slug))).statusCode, 404);
});

test('a container missing by slug is created empty, for editors only, once', async () => {
  // A container is as visible as its event: one that exists and is online.
  const [event] = await t.database.db.insert(events).values({ slug: { de: 'container-test' }, title: { de: 'Containertest' }, startsAt: new Date() }).returning();
  const slug = `event-${event!.id}-description`;
  assert.is((await t.app.inject({ url: `/pageeditor-api/container/by-slug/${slug}` })).statusCode, 404);
  const anonymous = await t.app.inject({ method: 'POST', url: ed.url('container'), payload: { slug, content_type: 'event', object_id: event!.id } });
  assert.ok([401, 403].includes(anonymous.statusCode));
  const created = await ed.call('POST', ed.url('container'), { slug, content_type: 'event', object_id: event!.id });
  assert.is(created.statusCode, 201, created.body);
  assert.equal(json<EditorSection>(created).columns.map((c) => c.modules.length), [0]);
  const again = await ed.call('POST', ed.url('container'), { slug, content_type: 'event', object_id: event!.id });
  assert.is(again.statusCode, 200);
  const bySlug = await t.app.inject({ url: `/pageeditor-api/container/by-slug/${slug}` });
  assert.is(bySlug.statusCode, 200);
  assert.is(json<Section>(bySlug).content_type, 'event');
  const bad = await ed.call('POST', ed.url('container'), { slug: 'x-1', content_type: 'page', parent: 999999 });
  assert.equal(json<ValidationErrorBody>(bad).errors, [{ field: 'parent', code: 'notFound' }]);
});

test.run();
