/** SPEC §5 editor rules the declarations enforce beyond modules-validate.test.ts: one test per rule. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DECLARATIONS, TOP_LEVEL_TYPES } from '../../common/modules/declarations';
import { mergeData, splitData, type ModuleDeclaration } from '../../common/modules/define';
import { validateModule } from '../../common/modules/validate';
import { MODULE_TYPES } from '../../common/modules/types';

const image = { $media: 7 };
const codes = (type: string, data: Record<string, unknown>) => Object.fromEntries(validateModule(type, data).map((e) => [e.field, e.code]));

test('a single video refuses a youtu.be short link, a video list item takes it (SPEC §5 list variant)', () => {
  assert.is(codes('video', { video_url: 'https://youtu.be/dQw4w9WgXcQ' })['video_url'], 'videoShortLink');
  assert.equal(codes('video-list-item', { video_url: 'https://youtu.be/dQw4w9WgXcQ' }), {});
  assert.equal(codes('video-list-item', { video_url: 'https://vimeo.com/76979871' }), {});
  assert.is(codes('video-list-item', { video_url: 'https://example.org/video.mp4' })['video_url'], 'videoUrl');
  assert.is(codes('video-list-item', {})['video_url'], 'required');
});

test('a teaser item text is the short form: 256 characters at most', () => {
  const base = { image, headline: 'Konzert' };
  assert.equal(codes('teaser-item', { ...base, text: 'a'.repeat(256) }), {});
  assert.equal(validateModule('teaser-item', { ...base, text: 'a'.repeat(257) }), [{ field: 'text', code: 'tooLong', params: { max: 256 } }]);
});

test('provider rules read the address, not the words in it', () => {
  assert.is(codes('audio-embed', { embed: 'https://evil.example/?spotify' })['embed'], 'audioEmbed');
  assert.is(codes('pdf-viewer', { embed: 'https://evil.example/issuu' })['embed'], 'pdfEmbed');
  assert.is(codes('social-media', { embed: 'https://tiktok.evil.example/x' })['embed'], 'socialEmbed');
  assert.equal(codes('social-media', { embed: 'https://x.com/venue/status/12' }), {});
});

test('the HTML module needs its code', () => {
  assert.equal(codes('html', {}), { html_code: 'required' });
  assert.equal(codes('html', { html_code: '<p>Hallo</p>' }), {});
});

test('a venue module needs its venue', () => {
  assert.equal(codes('venue', {}), { venue: 'required' });
  assert.is(codes('venue', { venue: 'Saal' })['venue'], 'notOption');
  assert.equal(codes('venue', { venue: { $venue: 2 } }), {});
});

test('a HubSpot form module needs a HubSpot form id', () => {
  assert.equal(codes('forms', {}), { hubspot_id: 'required' });
  assert.is(codes('forms', { hubspot_id: 'newsletter' })['hubspot_id'], 'hubspotId');
  assert.equal(codes('forms', { hubspot_id: '2f5b1c3e-1234-4abc-9def-0123456789ab' }), {});
});

test("a 'Formular' module needs a chosen form: its id, never a typed name (issue 20 point 4)", () => {
  assert.equal(codes('form', {}), { form: 'required' });
  assert.is(codes('form', { form: 'kontakt' })['form'], 'notOption');
  assert.is(codes('form', { form: 0 })['form'], 'notOption');
  assert.equal(codes('form', { form: 3 }), {});
});

test('the HubSpot module is no longer offered for new modules; the Formular module is', () => {
  assert.not.ok(TOP_LEVEL_TYPES.includes('forms'));
  assert.ok(TOP_LEVEL_TYPES.includes('form'));
});

test('two columns need text and image', () => {
  assert.equal(codes('two-columns', {}), { text: 'required', image: 'required' });
  assert.equal(codes('two-columns', { text: '<p>Geschichte</p>', image }), {});
});

test('a link target refuses javascript: and data: but takes a stored page reference', () => {
  assert.is(codes('link', { link_text: 'x', link: 'javascript:alert(1)' })['link'], 'notLink');
  assert.is(codes('link', { link_text: 'x', link_url: 'javascript:alert(1)' })['link_url'], 'notUrl');
  assert.is(codes('link', { link_text: 'x', link: 'data:text/html,<b>' })['link'], 'notLink');
  assert.equal(codes('link', { link_text: 'x', link: { $page: 3 } }), {});
  assert.is(codes('link', { link_text: 'x', link: { $page: 'drei' } })['link'], 'notLink');
  assert.is(codes('link', { link_text: 'x', link: { $person: 3 } })['link'], 'notLink');
});

test('every declared type is in the type list, every allowed child is a declared type, items live only in lists', () => {
  assert.equal(Object.keys(DECLARATIONS).sort(), [...MODULE_TYPES].sort());
  for (const declaration of Object.values(DECLARATIONS) as ModuleDeclaration[]) {
    for (const child of declaration.children ?? []) assert.ok(Object.hasOwn(DECLARATIONS, child), `${declaration.type} → ${child}`);
  }
  for (const item of ['teaser-item', 'faq-item', 'anchor-item', 'video-list-item']) assert.not.ok(TOP_LEVEL_TYPES.includes(item as never), item);
  assert.ok(TOP_LEVEL_TYPES.includes('image'));
});

test('module data splits into language-neutral fields and one language, and merges back', () => {
  const declaration = DECLARATIONS['headline'];
  const de = splitData(declaration, { content: 'Programm', headline_level: 3, stray: 'x' }, 'de');
  assert.equal(de, { fields: { headline_level: 3 }, i18n: { de: { content: 'Programm' } } });
  const both = splitData(declaration, { content: 'Programme', headline_level: 4 }, 'en', de);
  assert.equal(both.i18n, { de: { content: 'Programm' }, en: { content: 'Programme' } });
  assert.equal(mergeData(both, 'en'), { headline_level: 4, content: 'Programme' });
  assert.equal(mergeData(de, 'en'), { headline_level: 3, content: 'Programm' });
});

test.run();
