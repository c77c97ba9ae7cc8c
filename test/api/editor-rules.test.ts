/** SPEC §5 editor rules on the server: each one a 400 with the field error at its field (common/api/editor.ts ValidationErrorBody). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EditorModule, ValidationErrorBody } from '../../common/api/editor';
import { l } from '../../common/i18n/localized';
import { media } from '../../server/db/schema';
import { createTestApp, csrfPairFor, type TestApp } from '../helpers/app';
import { editorClient, type EditorClient } from '../helpers/editor';
import { insertImage, insertPage, insertSection, json } from './fixtures';
import { DECLARATIONS } from '../../common/modules/declarations';
import type { ModuleDeclaration } from '../../common/modules/define';
import { fieldsToFill, parentOf, ruleValue, SPEC_RULES } from '../helpers/module-values';

let t: TestApp;
let ed: EditorClient;
let image: { $media: number };
let noAlt: { $media: number };
const SECTION = 'rules-section';

test.before(async () => {
  t = await createTestApp();
  ed = await editorClient(t, 'regel-redaktion');
  image = { $media: (await insertImage(t.database.db, 'saal')).id };
  const [bare] = await t.database.db.insert(media).values({ file: 'x/x.jpg', mime: 'image/jpeg', width: 10, height: 10, alt: l('') }).returning();
  noAlt = { $media: bare!.id };
  const page = await insertPage(t.database.db, { pathDe: '/de/regeln', pathEn: '/en/rules' });
  await insertSection(t.database.db, { slug: SECTION, pageId: page.id });
});
test.after(() => t.close());

/** The field errors of creating `type` with `data` (inside `parentType` for list items), by field. */
async function errorsOf(type: string, data: Record<string, unknown>, parentType?: string): Promise<Record<string, string>> {
  let placement: Record<string, unknown> = { section: SECTION };
  if (parentType) placement = { parent: json<EditorModule>(await ed.call('POST', ed.url('modules'), { type: parentType, section: SECTION, data: {} })).id };
  const res = await ed.call('POST', ed.url('modules'), { type, ...placement, data });
  if (res.statusCode === 201) return {};
  assert.is(res.statusCode, 400, res.body);
  const body = json<ValidationErrorBody>(res);
  assert.ok(body.message);
  return Object.fromEntries(body.errors.map((e) => [e.field, e.code]));
}

test('hero: headline and online_from are required', async () => {
  assert.equal(await errorsOf('hero-media', {}), { headline: 'required', online_from: 'required' });
  assert.equal(await errorsOf('hero-media', { headline: 'Fest', online_from: '2026-06-01T00:00:00Z' }), {});
});

test('teaser: headline required (and the image)', async () => {
  assert.equal(await errorsOf('teaser-item', { text: 'x' }, 'teaser-list'), { image: 'required', headline: 'required' });
  assert.equal(await errorsOf('full-teaser', { image }), { headline: 'required' });
});

test('headline: content required', async () => {
  assert.equal(await errorsOf('headline', {}), { content: 'required' });
});

test('link: text and target required', async () => {
  assert.equal(await errorsOf('link', {}), { link_text: 'required', link: 'linkTarget' });
  assert.equal(await errorsOf('link', { link_text: 'x', link: 'javascript:alert(1)' }), { link: 'notLink' });
  assert.equal(await errorsOf('link', { link_text: 'x', link: { $page: 999999 } }), { link: 'notFound' });
});

test('video: a YouTube or Vimeo address; youtu.be only in the list variant', async () => {
  assert.equal(await errorsOf('video', {}), { video_url: 'required' });
  assert.equal(await errorsOf('video', { video_url: 'https://www.dailymotion.com/video/x7tgad0' }), { video_url: 'videoUrl' });
  assert.equal(await errorsOf('video', { video_url: 'https://youtu.be/M7lc1UVf-VE' }), { video_url: 'videoShortLink' });
  assert.equal(await errorsOf('video-list-item', { video_url: 'https://youtu.be/M7lc1UVf-VE' }, 'video-list'), {});
});

test('images where required, with alt text in the language saved', async () => {
  assert.equal(await errorsOf('image', {}), { image: 'required' });
  assert.equal(await errorsOf('image', { image: noAlt }), { image: 'altMissing' });
  assert.equal(await errorsOf('image', { image: { $media: 999999 } }), { image: 'notFound' });
});

test('HTML module: the code is required', async () => {
  assert.equal(await errorsOf('html', {}), { html_code: 'required' });
});

test('venue: the venue is required', async () => {
  assert.equal(await errorsOf('venue', {}), { venue: 'required' });
  assert.equal(await errorsOf('venue', { venue: { $venue: 999999 } }), { venue: 'notFound' }, 'a venue that does not exist');
});

test('form: the form is required and must exist', async () => {
  assert.equal(await errorsOf('form', {}), { form: 'required' });
  assert.equal(await errorsOf('form', { form: 999999 }), { form: 'notFound' }, 'a form that does not exist');
  assert.equal(await errorsOf('form', { form: 'kontakt' }), { form: 'notOption' }, 'a name instead of a chosen form');
});

test('blog teaser list: 1 to 8 items', async () => {
  assert.equal(await errorsOf('blog-teaser-list', { items: 0 }), { items: 'tooSmall' });
  assert.equal(await errorsOf('blog-teaser-list', { items: 9 }), { items: 'tooLarge' });
});

test('two columns: text and image required', async () => {
  assert.equal(await errorsOf('two-columns', { text: '<p></p>' }), { text: 'required', image: 'required' });
});

test('full teaser text at most 3000 characters, a teaser item text at most 256', async () => {
  const res = await ed.call('POST', ed.url('modules'), { type: 'full-teaser', section: SECTION, data: { image, headline: 'x', text: 'a'.repeat(3001) } });
  assert.equal(json<ValidationErrorBody>(res).errors, [{ field: 'text', code: 'tooLong', params: { max: 3000 } }]);
  assert.equal(await errorsOf('teaser-item', { image, headline: 'x', text: 'a'.repeat(257) }, 'teaser-list'), { text: 'tooLong' });
});

test('audio embed only Spotify, SoundCloud or Podigee', async () => {
  assert.equal(await errorsOf('audio-embed', { embed: 'https://www.deezer.com/track/1' }), { embed: 'audioEmbed' });
  assert.equal(await errorsOf('audio-embed', { embed: 'https://synagoge.podigee.io/12-folge' }), {});
});

test('PDF viewer only Issuu', async () => {
  assert.equal(await errorsOf('pdf-viewer', { embed: 'https://yumpu.com/de/document/view/1' }), { embed: 'pdfEmbed' });
});

test('social media only Instagram, Twitter (X), Facebook or TikTok', async () => {
  assert.equal(await errorsOf('social-media', { embed: 'https://www.linkedin.com/posts/1' }), { embed: 'socialEmbed' });
  assert.equal(await errorsOf('social-media', { embed: 'https://x.com/venue/status/12' }), {});
});

test('messages come in the call language', async () => {
  const de = await ed.call('POST', ed.url('modules'), { type: 'headline', section: SECTION, data: {} });
  const en = await t.app.inject({ method: 'POST', url: '/en/pageeditor-api/modules/', headers: { cookie: ed.cookie, ...csrfPairFor(ed.cookie).headers }, payload: { type: 'headline', section: SECTION, data: {} } });
  assert.is(json<ValidationErrorBody>(de).message, 'Bitte prüfen Sie die markierten Felder.');
  assert.is(json<ValidationErrorBody>(en).message, 'Please check the marked fields.');
});

/**
 * The same table the browser runs through the form (test/browser/editor-rules.test.ts): every other
 * field valid, the rule's field broken, and the answer is exactly that field's error with its params.
 */
for (const rule of SPEC_RULES) {
  test(`table: ${rule.type}: ${rule.rule} answers 400 {field, code, params}`, async () => {
    const declaration = DECLARATIONS[rule.type] as ModuleDeclaration;
    const data: Record<string, unknown> = {};
    for (const [name, value] of fieldsToFill(declaration, { categoryId: 1, venueId: 1 })) data[name] = value ?? image;
    for (const name of rule.clear ?? []) delete data[name];
    data[rule.field] = ruleValue(rule);
    const parent = declaration.childOnly ? parentOf(rule.type) : null;
    const placement = parent ? { parent: json<EditorModule>(await ed.call('POST', ed.url('modules'), { type: parent, section: SECTION, data: {} })).id } : { section: SECTION };
    const res = await ed.call('POST', ed.url('modules'), { type: rule.type, ...placement, data });
    assert.is(res.statusCode, 400, res.body);
    assert.equal(json<ValidationErrorBody>(res).errors, [{ field: rule.field, code: rule.code, ...(rule.params ? { params: rule.params } : {}) }]);
    // And with the field valid the same module is stored: the rule, not something else, refused it.
    const fixed = { ...data, ...Object.fromEntries(fieldsToFill(declaration, { categoryId: 1, venueId: 1 })) };
    for (const [name, value] of Object.entries(fixed)) if (value === null) fixed[name] = image;
    assert.is((await ed.call('POST', ed.url('modules'), { type: rule.type, ...placement, data: fixed })).statusCode, 201);
  });
}

test.run();
