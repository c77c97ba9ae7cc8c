/** The media library: upload checked by content, usable at once, renditions in the background, search, focal point. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import sharp from 'sharp';
import type { EditorModule, MediaItem, MediaList, ValidationErrorBody } from '../../common/api/editor';
import { createTestApp, csrfPairFor, type TestApp } from '../helpers/app';
import { editorClient, type EditorClient } from '../helpers/editor';
import { insertPage, insertSection, json } from './fixtures';

let t: TestApp;
let ed: EditorClient;
let png: Buffer;

test.before(async () => {
  t = await createTestApp();
  ed = await editorClient(t, 'medien-redaktion');
  png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#884422' } }).png().toBuffer();
  const page = await insertPage(t.database.db, { pathDe: '/de/medien', pathEn: '/en/media-test' });
  await insertSection(t.database.db, { slug: 'media-section', pageId: page.id });
});
test.after(() => t.close());

/** A multipart body by hand: text parts first (they arrive with the file), then the file. */
function multipart(file: { name: string; type: string; data: Buffer } | null, fields: Record<string, string> = {}) {
  const boundary = '----venue-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(file: { name: string; type: string; data: Buffer } | null, fields: Record<string, string> = {}) {
  const body = multipart(file, fields);
  return t.app.inject({
    method: 'POST',
    url: ed.url('media'),
    payload: body.payload,
    headers: { ...body.headers, cookie: ed.cookie, ...csrfPairFor(ed.cookie).headers },
  });
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('condition never held');
}

test('an uploaded image is usable at once; its renditions and focal-point thumbnail appear when ready', async () => {
  const res = await upload({ name: 'Große Bühne.png', type: 'image/png', data: png }, { alt_de: 'Die große Bühne', alt_en: 'The main stage', credit: 'Foto: Test', focal_x: '0.2', focal_y: '0.3' });
  assert.is(res.statusCode, 201, res.body);
  const item = json<MediaItem>(res);
  assert.is(item.kind, 'image');
  assert.is(item.name, 'Große Bühne.png');
  assert.equal(item.focal, { x: 0.2, y: 0.3 });
  assert.equal(item.alt, { de: 'Die große Bühne', en: 'The main stage' });
  assert.ok(item.image, 'an ImageObj to preview at once');

  const module = await ed.call('POST', ed.url('modules'), { type: 'image', section: 'media-section', data: { image: { $media: item.id } } });
  assert.is(module.statusCode, 201, 'the module takes the image before its renditions exist');
  assert.ok(json<EditorModule>(module).refs[`media:${item.id}`]);

  let ready: MediaItem | null = null;
  await until(async () => {
    ready = json<MediaItem>(await ed.call('GET', ed.url('media', item.id)));
    return ready.renditions_ready;
  });
  assert.ok(ready!.image!.renditions.length >= 3);
  assert.match(ready!.thumbnail!, /-thumb-20-30\.webp$/);
  const thumb = await t.app.inject({ url: ready!.thumbnail! });
  assert.is(thumb.statusCode, 200);
  const meta = await sharp(thumb.rawPayload).metadata();
  assert.is(meta.width, meta.height, 'a square cropped around the focal point');
});

test('a new focal point makes the thumbnail again', async () => {
  const item = json<MediaItem>(await upload({ name: 'fokus.png', type: 'image/png', data: png }, { alt_de: 'Fokus', alt_en: 'Focus' }));
  const moved = await ed.call('PATCH', ed.url('media', item.id), { focal: { x: 0.9, y: 0.1 }, alt: { en: 'Focus point' } });
  assert.is(moved.statusCode, 200, moved.body);
  await until(async () => json<MediaItem>(await ed.call('GET', ed.url('media', item.id))).thumbnail?.endsWith('-thumb-90-10.webp') ?? false);
  assert.equal(json<MediaItem>(await ed.call('GET', ed.url('media', item.id))).alt, { de: 'Fokus', en: 'Focus point' });
  const wrong = await ed.call('PATCH', ed.url('media', item.id), { focal: { x: 2, y: 0 } });
  assert.is(wrong.statusCode, 400);
  assert.is(json<ValidationErrorBody>(wrong).errors[0]!.field, 'focal.x');
});

test('files are checked by their content: a PDF is taken as a file, text posing as an image is refused', async () => {
  const pdf = await upload({ name: 'programm.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n%test\n') });
  assert.is(pdf.statusCode, 201, pdf.body);
  assert.is(json<MediaItem>(pdf).kind, 'file');
  assert.is(json<MediaItem>(pdf).image, null);
  const fake = await upload({ name: 'bild.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') });
  assert.is(fake.statusCode, 415);
  const svg = await upload({ name: 'logo.svg', type: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') });
  assert.is(svg.statusCode, 415);
  const none = await upload(null, { alt_de: 'x' });
  assert.is(none.statusCode, 400);
});

test('a refusal says why in the call\'s language: the types an image field takes, the types a file field takes', async () => {
  const pdf = { name: 'programm.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n%test\n') };
  const asImage = await upload(pdf, { kind: 'image' });
  assert.is(asImage.statusCode, 415, 'an image field takes no PDF');
  assert.is(json<{ message: string }>(asImage).message, 'Dieser Dateityp wird hier nicht angenommen. Erlaubt sind: JPEG, PNG, WebP, GIF, AVIF.');
  const text = await t.app.inject({
    method: 'POST',
    url: ed.url('media').replace('/de/', '/en/'),
    ...(() => {
      const body = multipart({ name: 'notes.txt', type: 'text/plain', data: Buffer.from('just text') });
      return { payload: body.payload, headers: { ...body.headers, cookie: ed.cookie, ...csrfPairFor(ed.cookie).headers } };
    })(),
  });
  assert.is(text.statusCode, 415);
  assert.is(json<{ message: string }>(text).message, 'This file type is not accepted here. Allowed are: JPEG, PNG, WebP, GIF, AVIF, PDF, MP3, Ogg, MP4, WebM.');
});

test('the library lists newest first and searches name, alt text and credit', async () => {
  const all = json<MediaList>(await ed.call('GET', ed.url('media')));
  assert.ok(all.count >= 3);
  const found = json<MediaList>(await ed.call('GET', `${ed.url('media')}?q=${encodeURIComponent('große bühne')}`));
  assert.ok(found.results.some((m) => m.name === 'Große Bühne.png'));
  const byCredit = json<MediaList>(await ed.call('GET', `${ed.url('media')}?q=Foto:%20Test&kind=image`));
  assert.ok(byCredit.results.every((m) => m.kind === 'image') && byCredit.results.length >= 1);
  const files = json<MediaList>(await ed.call('GET', `${ed.url('media')}?kind=file`));
  assert.ok(files.results.every((m) => m.kind === 'file'));
});

test('anonymous visitors cannot upload or list', async () => {
  assert.is((await t.app.inject({ url: ed.url('media') })).statusCode, 401);
});

test.run();
