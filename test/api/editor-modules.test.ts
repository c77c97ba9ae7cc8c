/** The module resource (SPEC §7; common/api/editor.ts): every catalogue type created, edited and deleted; placement rules. */
import { eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EditorModule, EditorSection, ValidationErrorBody } from '../../common/api/editor';
import type { Page } from '../../common/api/types';
import { l } from '../../common/i18n/localized';
import { MODULE_TYPES, type ModuleType } from '../../common/modules/types';
import { DECLARATIONS, RETIRED_TYPES } from '../../common/modules/declarations';
import { forms, modules, pages, venues } from '../../server/db/schema';
import { createTestApp, csrfPairFor, type TestApp } from '../helpers/app';
import { editorClient, type EditorClient } from '../helpers/editor';
import { insertImage, insertPage, insertSection, json } from './fixtures';

let t: TestApp;
let ed: EditorClient;
let imageId: number;
let venueId: number;
let formId: number;
let pageId: number;
const SECTION = 'editor-test-section';

test.before(async () => {
  t = await createTestApp();
  ed = await editorClient(t, 'modul-redaktion');
  imageId = (await insertImage(t.database.db, 'foyer')).id;
  const [venue] = await t.database.db.select({ id: venues.id }).from(venues).limit(1);
  venueId = venue!.id;
  const [form] = await t.database.db.select({ id: forms.id }).from(forms).limit(1);
  formId = form!.id;
  const page = await insertPage(t.database.db, { pathDe: '/de/editor-test', pathEn: '/en/editor-test', title: l('Editor-Test', 'Editor test') });
  pageId = page.id;
  await insertSection(t.database.db, { slug: SECTION, pageId, layout: '50-50', columns: [{ index: 0, classes: '' }, { index: 1, classes: '' }] });
});
test.after(() => t.close());

const image = () => ({ $media: imageId });

/** Valid data for every type: what an editor would fill in. */
function sample(type: ModuleType): Record<string, unknown> {
  switch (type) {
    case 'headline': return { content: 'Programm', headline_level: 3 };
    case 'text': return { content: '<p>Willkommen</p>' };
    case 'link': return { link_text: 'Tickets', link: { $page: pageId } };
    case 'image': return { image: image() };
    case 'video': return { video_url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' };
    case 'video-list-item': return { video_url: 'https://youtu.be/M7lc1UVf-VE' };
    case 'self-hosted-video': return { file: image() };
    case 'audio-embed': return { embed: 'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk' };
    case 'self-hosted-audio': return { file: image() };
    case 'pdf-viewer': return { embed: 'https://issuu.com/venue/docs/spielzeit' };
    case 'quote': return { content: 'Ein Haus für alle.' };
    case 'faq-item': return { headline: 'Wann?', content: '<p>Immer.</p>' };
    case 'full-teaser': return { image: image(), headline: 'Spielzeit', text: 'Kurz.' };
    case 'teaser-item': return { image: image(), headline: 'Konzert' };
    case 'html': return { html_code: '<p>Hallo</p>' };
    case 'form': return { form: formId };
    case 'hero-media': return { headline: 'Sommerfest', online_from: '2026-06-01T00:00:00.000Z' };
    case 'two-columns': return { text: '<p>Geschichte</p>', image: image() };
    case 'anchor-item': return { link_text: 'Anfahrt', anchor: 'anfahrt' };
    case 'container': return { slug: 'innen', layout: '100' };
    case 'social-media': return { embed: 'https://www.instagram.com/p/C1a2b3/' };
    case 'blog-teaser-list': return { items: 4 };
    case 'highlight-teaser': return { categories: [1, 2] };
    case 'venue': return { venue: { $venue: venueId } };
    default: return {};
  }
}

/** A list module that takes `type` as a child, for the child-only types. */
function parentTypeOf(type: ModuleType): ModuleType | null {
  if (!DECLARATIONS[type].childOnly) return null;
  return (Object.values(DECLARATIONS).find((d) => (d.children as readonly string[] | undefined)?.includes(type))?.type ?? null) as ModuleType | null;
}

async function create(type: ModuleType, extra: Record<string, unknown> = {}) {
  const parentType = parentTypeOf(type);
  let parent: number | undefined;
  if (parentType) parent = json<EditorModule>(await ed.call('POST', ed.url('modules'), { type: parentType, section: SECTION, column: 0, data: sample(parentType) })).id;
  return ed.call('POST', ed.url('modules'), { type, ...(parent ? { parent } : { section: SECTION, column: 1 }), data: sample(type), ...extra });
}

for (const type of MODULE_TYPES.filter((type) => !RETIRED_TYPES.includes(type))) {
  test(`a ${type} module can be created, edited and deleted through the API`, async () => {
    const created = await create(type);
    assert.is(created.statusCode, 201, created.body);
    const module = json<EditorModule>(created);
    assert.is(module.type, type);
    assert.is(module.updated_by, 'modul-redaktion');

    const edited = await ed.call('PATCH', ed.url('modules', module.id), { data: {} });
    assert.is(edited.statusCode, 200, edited.body);
    const read = await ed.call('GET', ed.url('modules', module.id));
    assert.is(read.statusCode, 200);
    for (const [key, value] of Object.entries(sample(type))) assert.equal(json<EditorModule>(read).data[key], value, `${type}.${key}`);

    const deleted = await ed.call('DELETE', ed.url('modules', module.id));
    assert.is(deleted.statusCode, 204);
    assert.is((await ed.call('GET', ed.url('modules', module.id))).statusCode, 404);
  });
}

test('an edit stores the language it is made in; German stays as it was', async () => {
  const id = json<EditorModule>(await create('headline')).id;
  const en = await t.app.inject({ method: 'POST', url: `/en/pageeditor-api/modules/${id}/`, headers: { cookie: ed.cookie, ...csrfPairFor(ed.cookie).headers }, payload: { data: { content: 'Programme', headline_level: 4 } } });
  assert.is(en.statusCode, 200, en.body);
  const [row] = await t.database.db.select().from(modules).where(eq(modules.id, id));
  assert.equal(row!.i18n, { de: { content: 'Programm' }, en: { content: 'Programme' } });
  assert.equal(row!.fields, { headline_level: 4 });
});

test('the page answers the saved module to an anonymous visitor once it is published', async () => {
  await ed.call('POST', ed.url('modules'), { type: 'headline', section: SECTION, column: 0, data: { content: 'Sichtbar für alle' } });
  assert.is((await ed.call('POST', ed.url('pages', pageId, 'publish'))).statusCode, 200);
  const res = await t.app.inject({ url: '/de/pageeditor-api/page/editor-test' });
  const page = json<Page>(res);
  const headlines = page.modules[0]!.columns[0]!.children.filter((m) => m.type === 'headline').map((m) => m.data.content);
  assert.ok(headlines.includes('Sichtbar für alle'));
});

test('a child type goes only into a list that allows it, and a list item never straight into a column', async () => {
  const faq = json<EditorModule>(await ed.call('POST', ed.url('modules'), { type: 'faq', section: SECTION, data: {} })).id;
  const wrong = await ed.call('POST', ed.url('modules'), { type: 'headline', parent: faq, data: sample('headline') });
  assert.is(wrong.statusCode, 400);
  assert.equal(json<ValidationErrorBody>(wrong).errors, [{ field: 'type', code: 'notAllowedHere', params: { type: 'headline' } }]);
  const loose = await ed.call('POST', ed.url('modules'), { type: 'faq-item', section: SECTION, data: sample('faq-item') });
  assert.is(loose.statusCode, 400);
  assert.is(json<ValidationErrorBody>(loose).errors[0]!.code, 'notAllowedHere');
  const unknown = await ed.call('POST', ed.url('modules'), { type: 'carousel', section: SECTION, data: {} });
  assert.equal(json<ValidationErrorBody>(unknown).errors, [{ field: 'type', code: 'unknownType', params: { type: 'carousel' } }]);
});

test('move: down a column, into the other column, and into a list only where allowed', async () => {
  const slug = 'move-test';
  await insertSection(t.database.db, { slug, pageId, layout: '50-50', columns: [{ index: 0, classes: '' }, { index: 1, classes: '' }] });
  const a = json<EditorModule>(await ed.call('POST', ed.url('modules'), { type: 'headline', section: slug, data: { content: 'A' } })).id;
  const b = json<EditorModule>(await ed.call('POST', ed.url('modules'), { type: 'text', section: slug, data: { content: '<p>B</p>' } })).id;
  const moved = await ed.call('POST', ed.url('modules', a, 'move'), { position: 1 });
  assert.is(moved.statusCode, 200, moved.body);
  const order = async () => json<EditorSection>(await ed.call('GET', ed.url('sections', slug))).columns.map((c) => c.modules.map((m) => m.id));
  assert.equal(await order(), [[b, a], []]);
  await ed.call('POST', ed.url('modules', b, 'move'), { section: slug, column: 1, position: 0 });
  assert.equal(await order(), [[a], [b]]);
  const list = json<EditorModule>(await ed.call('POST', ed.url('modules'), { type: 'teaser-list', section: slug, data: {} })).id;
  const refused = await ed.call('POST', ed.url('modules', a, 'move'), { parent: list });
  assert.is(refused.statusCode, 400);
});

test('duplicate copies a list with its items right after the original', async () => {
  const list = json<EditorModule>(await ed.call('POST', ed.url('modules'), { type: 'faq', section: SECTION, column: 1, data: {} }));
  await ed.call('POST', ed.url('modules'), { type: 'faq-item', parent: list.id, data: sample('faq-item') });
  const copy = await ed.call('POST', ed.url('modules', list.id, 'duplicate'), {});
  assert.is(copy.statusCode, 201, copy.body);
  const body = json<EditorModule>(copy);
  assert.is(body.position, list.position + 1);
  assert.is(body.children.length, 1);
  assert.is(body.children[0]!.data.headline, 'Wann?');
});

test('every editor call without a session answers 401, without the CSRF header 403', async () => {
  const anonymous = await t.app.inject({ method: 'GET', url: ed.url('sections', SECTION) });
  assert.is(anonymous.statusCode, 401);
  const noCsrf = await t.app.inject({ method: 'POST', url: ed.url('modules'), headers: { cookie: ed.cookie.split(';')[0]! }, payload: { type: 'headline', section: SECTION, data: {} } });
  assert.is(noCsrf.statusCode, 403);
  const [page] = await t.database.db.select().from(pages).where(eq(pages.id, pageId));
  assert.ok(page!.updatedBy !== null, 'writes record who changed the page');
});

test.run();
