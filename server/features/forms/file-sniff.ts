/**
 * What an uploaded file really is, from its first bytes (never trust the client's MIME
 * type). Only the kinds in common/forms/uploads.ts pass.
 */
import { UPLOAD_TYPES, type UploadMime } from '../../../common/forms/uploads';

/** Bytes we need to look at: the ODF `mimetype` entry ends within the first 80. */
export const SNIFF_BYTES = 128;

const startsWith = (head: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (head: Buffer, text: string, at = 0) => head.toString('latin1', at, at + text.length) === text;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ODT_MIME = 'application/vnd.oasis.opendocument.text';

export function sniffMime(head: Buffer, filename: string): UploadMime | null {
  const name = filename.toLowerCase();
  if (ascii(head, '%PDF-')) return 'application/pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 'RIFF') && ascii(head, 'WEBP', 8)) return 'image/webp';
  // OLE2 also holds Excel and PowerPoint files: only a .doc name makes it a Word document.
  if (startsWith(head, OLE2)) return name.endsWith('.doc') ? 'application/msword' : null;
  if (startsWith(head, ZIP)) {
    // ODF puts an uncompressed `mimetype` entry first (offset 30) with the type right after it (38).
    if (ascii(head, 'mimetype', 30) && ascii(head, ODT_MIME, 38)) return ODT_MIME;
    // OOXML has no fixed first entry; a ZIP named .docx is taken as one (a ZIP cannot run by itself).
    if (name.endsWith('.docx')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  return null;
}

/**
 * The file's name as it is kept and offered for download: a name whose extension
 * does not belong to the detected type ("rechnung.html" holding a PDF) gets the type's extension in
 * its place, so no program opens it as something it is not.
 */
export function nameForType(name: string, mime: UploadMime): string {
  const extensions: readonly string[] = UPLOAD_TYPES.find((type) => type.mime === mime)!.extensions;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot).toLowerCase() : '';
  if (extensions.includes(extension)) return name;
  const stem = (dot > 0 ? name.slice(0, dot) : name).replace(/\.+$/, '') || 'datei';
  return `${stem}${extensions[0]}`;
}
