import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RENDITION_FORMATS } from '../../common/api/media';
import { contentHash, fileStem, makeRenditions, renditionWidths } from '../../server/media/renditions';

let dataDir = '';

test.before(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'renditions-test-'));
});
test.after(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function png(width: number, height: number, colour = '#8b0a1e'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

test('renditionWidths never exceeds the original and always includes it, capped at 1536', () => {
  assert.equal(renditionWidths(2400), [320, 640, 768, 1024, 1280, 1536]);
  assert.equal(renditionWidths(1536), [320, 640, 768, 1024, 1280, 1536]);
  assert.equal(renditionWidths(1200), [320, 640, 768, 1024, 1200]);
  assert.equal(renditionWidths(480), [320, 480]);
  assert.equal(renditionWidths(200), [200]);
});

test('a small image is never upscaled', async () => {
  const image = await makeRenditions(await png(500, 250), 'Logo Stadt.png', dataDir);
  assert.equal(image.width, 500);
  assert.equal(image.height, 250);
  assert.ok(image.renditions.every((r) => r.width <= 500), 'no rendition wider than the original');
  assert.equal([...new Set(image.renditions.map((r) => r.width))], [320, 500]);
  for (const r of image.renditions) {
    const meta = await sharp(path.join(dataDir, r.url.replace(/^\/media\//, 'media/'))).metadata();
    assert.equal(meta.width, r.width, `${r.url} is as wide as it says`);
    assert.equal(meta.height, r.height, `${r.url} is as high as it says`);
  }
});

test('every width comes in AVIF, WebP and JPEG, each file really in that format', async () => {
  const image = await makeRenditions(await png(800, 600, '#dfe9df'), 'garden.png', dataDir);
  for (const width of [320, 640, 768, 800]) {
    const formats = image.renditions.filter((r) => r.width === width).map((r) => r.format);
    assert.equal(formats.sort(), [...RENDITION_FORMATS].sort(), `width ${width}`);
  }
  const expected = { avif: 'heif', webp: 'webp', jpeg: 'jpeg' } as const;
  for (const r of image.renditions.filter((r) => r.width === 320)) {
    const meta = await sharp(path.join(dataDir, 'media', r.url.slice('/media/'.length))).metadata();
    assert.is(meta.format, expected[r.format]);
  }
  assert.is(image.renditions.find((r) => r.width === 640)!.height, 480, 'heights keep the aspect ratio');
});

test('file names are content-addressed: <hash>/<name>-<width>.<ext>', async () => {
  const buffer = await png(400, 300, '#dde6f0');
  const image = await makeRenditions(buffer, 'Rosenfenster Ost.PNG', dataDir);
  const hash = contentHash(buffer);
  assert.match(hash, /^[0-9a-f]{16}$/);
  assert.is(image.file, `${hash}/rosenfenster-ost.png`);
  assert.ok(image.renditions.some((r) => r.url === `/media/${hash}/rosenfenster-ost-320.avif`));
  assert.ok(image.renditions.some((r) => r.url === `/media/${hash}/rosenfenster-ost-400.jpg`));
  assert.ok(image.renditions.every((r) => r.url.startsWith(`/media/${hash}/rosenfenster-ost-`)));
  const other = await makeRenditions(await png(400, 300, '#f5efe1'), 'Rosenfenster Ost.PNG', dataDir);
  assert.is.not(other.file, image.file, 'different content, different folder');
});

test('the same input again reuses the files on disk instead of encoding anew', async () => {
  const buffer = await png(700, 400, '#f4f1ec');
  const first = await makeRenditions(buffer, 'hall.png', dataDir);
  const folder = path.join(dataDir, 'media', contentHash(buffer));
  const before = await Promise.all((await readdir(folder)).map(async (f) => [f, (await stat(path.join(folder, f))).mtimeMs] as const));
  const second = await makeRenditions(buffer, 'hall.png', dataDir);
  const after = await Promise.all((await readdir(folder)).map(async (f) => [f, (await stat(path.join(folder, f))).mtimeMs] as const));
  assert.equal(second, first);
  assert.equal(after, before);
});

test('fileStem makes safe names, with German letters spelled out', () => {
  assert.is(fileStem('Synagoge Außen (2024).JPG'), 'synagoge-aussen-2024');
  assert.is(fileStem('Große Tür.png'), 'grosse-tuer');
  assert.is(fileStem('Übersicht café.png'), 'uebersicht-cafe');
  assert.is(fileStem('../../etc/passwd'), 'passwd');
  assert.is(fileStem('###.png'), 'image');
});

test('a buffer that is no image is refused', async () => {
  try {
    await makeRenditions(Buffer.from('not an image'), 'x.png', dataDir);
    assert.unreachable('should have thrown');
  } catch (error) {
    assert.instance(error, Error);
    assert.not.match((error as Error).message, /should have thrown/);
  }
});

test.run();
