import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sniffMime } from '../../server/features/forms/file-sniff';
import { cleanFileName } from '../../server/features/forms/temp-files';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const zipWith = (firstName: string, content = '') => bytes([0x50, 0x4b, 0x03, 0x04], Array(26).fill(0), firstName, content);

test('PDF, JPEG, PNG and WebP are told by their first bytes', () => {
  assert.is(sniffMime(bytes('%PDF-1.7\n'), 'x.bin'), 'application/pdf');
  assert.is(sniffMime(bytes([0xff, 0xd8, 0xff, 0xe0]), 'x'), 'image/jpeg');
  assert.is(sniffMime(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'x'), 'image/png');
  assert.is(sniffMime(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'x'), 'image/webp');
});

test('an OpenDocument text is told by its mimetype entry', () => {
  assert.is(sniffMime(zipWith('mimetype', 'application/vnd.oasis.opendocument.text'), 'brief.odt'), 'application/vnd.oasis.opendocument.text');
  assert.is(sniffMime(zipWith('mimetype', 'application/vnd.oasis.opendocument.spreadsheet'), 'tabelle.odt'), null);
});

test('Word files need the Office container and the matching name', () => {
  const ole = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  assert.is(sniffMime(ole, 'brief.doc'), 'application/msword');
  assert.is(sniffMime(ole, 'tabelle.xls'), null);
  assert.is(sniffMime(zipWith('[Content_Types].xml'), 'brief.docx'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  assert.is(sniffMime(zipWith('[Content_Types].xml'), 'archiv.zip'), null);
});

test('anything else is refused, whatever its name', () => {
  assert.is(sniffMime(bytes('MZ', [0x90, 0]), 'lebenslauf.pdf'), null);
  assert.is(sniffMime(bytes('<html><script>'), 'bild.png'), null);
  assert.is(sniffMime(Buffer.alloc(0), 'leer.pdf'), null);
});

test('file names lose folders and control characters', () => {
  assert.is(cleanFileName('C:\\Users\\ada\\Mappe.pdf'), 'Mappe.pdf');
  assert.is(cleanFileName('../../etc/passwd'), 'passwd');
  assert.is(cleanFileName('a\u0000b\nc.pdf'), 'abc.pdf');
  assert.is(cleanFileName('   '), 'datei');
});

test.run();
