import { test } from 'uvu';
import * as assert from 'uvu/assert';
import de from '../../common/i18n/de/module-validation';
import en from '../../common/i18n/en/module-validation';
import { DECLARATIONS } from '../../common/modules/declarations';
import type { ModuleDeclaration } from '../../common/modules/define';
import { errorMessage } from '../../common/modules/error-message';
import { fieldLabel, validateModule } from '../../common/modules/validate';

const image = { $media: 7 };
const codes = (type: string, data: Record<string, unknown>) => Object.fromEntries(validateModule(type, data).map((e) => [e.field, e.code]));

test('a hero needs a headline and an online_from date', () => {
  assert.equal(codes('hero-media', {}), { headline: 'required', online_from: 'required' });
  assert.equal(codes('hero-media', { headline: 'Sommerfest', online_from: '2026-06-01T00:00:00Z' }), {});
  assert.equal(codes('hero-media', { headline: 'Sommerfest', online_from: 'bald' }), { online_from: 'notDate' });
});

test('a teaser needs a headline; a headline module needs its content', () => {
  assert.is(codes('teaser-item', { image })['headline'], 'required');
  assert.is(codes('full-teaser', { image, headline: '  ' })['headline'], 'required');
  assert.is(codes('headline', {})['content'], 'required');
  assert.equal(codes('headline', { content: 'Programm' }), {});
});

test('headline levels are 2 to 6', () => {
  assert.is(codes('headline', { content: 'x', headline_level: 1 })['headline_level'], 'notOption');
  assert.is(codes('headline', { content: 'x', headline_level: 7 })['headline_level'], 'notOption');
  for (const level of [2, 3, 4, 5, 6]) assert.equal(codes('headline', { content: 'x', headline_level: level }), {});
});

test('a link needs its text and a target, a page or an external address', () => {
  assert.equal(codes('link', {}), { link_text: 'required', link: 'linkTarget' });
  assert.equal(codes('link', { link_text: 'Tickets', link: '/de/programm' }), {});
  assert.equal(codes('link', { link_text: 'Tickets', link_url: 'https://shop.example.org' }), {});
  assert.is(codes('link', { link_text: 'Tickets', link_url: 'shop.example.org' })['link_url'], 'notUrl');
});

test('a video address must be YouTube (also youtu.be) or Vimeo', () => {
  assert.is(codes('video', {})['video_url'], 'required');
  for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/76979871']) {
    assert.equal(codes('video', { video_url: url }), {}, url);
  }
  for (const url of ['https://www.dailymotion.com/video/x7tgad0', 'https://example.org/youtube.com/watch?v=abcdefgh']) {
    assert.is(codes('video', { video_url: url })['video_url'], 'videoUrl', url);
  }
});

test('an audio embed must contain Spotify, SoundCloud or Podigee', () => {
  assert.equal(codes('audio-embed', { embed: 'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk' }), {});
  assert.equal(codes('audio-embed', { embed: '<iframe src="https://w.soundcloud.com/player/?url=x"></iframe>' }), {});
  assert.equal(codes('audio-embed', { embed: 'https://synagoge.podigee.io/12-folge' }), {});
  assert.is(codes('audio-embed', { embed: 'https://www.deezer.com/track/1' })['embed'], 'audioEmbed');
  assert.is(codes('audio-embed', { embed: 'https://open.spotify.com/x', media_type: 'film' })['media_type'], 'notOption');
});

test('a PDF viewer embed must be Issuu', () => {
  assert.equal(codes('pdf-viewer', { embed: 'https://issuu.com/venue/docs/spielzeit' }), {});
  assert.is(codes('pdf-viewer', { embed: 'https://yumpu.com/de/document/view/1' })['embed'], 'pdfEmbed');
});

test('a social media embed must be Instagram, Twitter, Facebook or TikTok', () => {
  for (const embed of ['https://www.instagram.com/p/C1a2b3/', 'https://twitter.com/venue/status/1', 'https://www.facebook.com/venue/posts/1', 'https://www.tiktok.com/@venue/video/1']) {
    assert.equal(codes('social-media', { embed }), {}, embed);
  }
  assert.is(codes('social-media', { embed: 'https://www.linkedin.com/posts/1' })['embed'], 'socialEmbed');
});

test('a full teaser text may have 3000 characters, not one more', () => {
  const base = { image, headline: 'Spielzeit' };
  assert.equal(codes('full-teaser', { ...base, text: 'a'.repeat(3000) }), {});
  const [error] = validateModule('full-teaser', { ...base, text: 'a'.repeat(3001) });
  assert.equal(error, { field: 'text', code: 'tooLong', params: { max: 3000 } });
});

test('a blog teaser list shows 1 to 8 items', () => {
  assert.is(codes('blog-teaser-list', { items: 0 })['items'], 'tooSmall');
  assert.is(codes('blog-teaser-list', { items: 9 })['items'], 'tooLarge');
  assert.equal(codes('blog-teaser-list', { items: 8 }), {});
  assert.equal(codes('blog-teaser-list', { items: 1 }), {});
});

test('images are required on image, teaser and two-column modules; a stored media reference or an ImageObj counts', () => {
  assert.is(codes('image', {})['image'], 'required');
  assert.is(codes('image', { image: 'pic.jpg' })['image'], 'notMedia');
  assert.equal(codes('image', { image }), {});
  assert.equal(codes('image', { image: { id: 3, url: '/media/3.jpg', renditions: [] } }), {});
  assert.equal(codes('two-columns', { text: '<p></p>' }), { text: 'required', image: 'required' });
});

test('an unknown module type is an error on its type', () => {
  assert.equal(validateModule('carousel', {}), [{ field: 'type', code: 'unknownType', params: { type: 'carousel' } }]);
});

test('error messages exist in both languages and carry their limits', () => {
  const error = { field: 'text', code: 'tooLong', params: { max: 3000 } } as const;
  assert.is(errorMessage(error, 'de'), 'Der Text darf höchstens 3000 Zeichen lang sein.');
  assert.is(errorMessage(error, 'en'), 'The text must not be longer than 3000 characters.');
  assert.equal(Object.keys(en.errors).sort(), Object.keys(de.errors).sort());
});

test('every declared field carries its editor label in German and English', () => {
  for (const declaration of Object.values(DECLARATIONS) as ModuleDeclaration[]) {
    for (const [name, field] of Object.entries(declaration.fields)) {
      assert.ok(field.label.de.trim(), `${declaration.type}.${name} has a German label`);
      assert.ok(field.label.en.trim(), `${declaration.type}.${name} has an English label`);
    }
  }
  assert.is(fieldLabel('headline', 'content', 'de'), 'Inhalt');
  assert.is(fieldLabel('video', 'video_url', 'en'), 'Video address (YouTube or Vimeo)');
});

test.run();
