/**
 * What an upload to the media library really is, from its first bytes (as form
 * uploads are checked: server/features/forms/file-sniff.ts), one of common/media/media-types.ts.
 * SVG is refused: it can carry scripts.
 */
import { IMAGE_MIMES, type MediaMime } from '../../common/media/media-types';
import { sniffMime } from '../features/forms/file-sniff';

export type { MediaMime };
/** Images get renditions; the rest is served as uploaded. */
export { IMAGE_MIMES };

const ascii = (head: Buffer, text: string, at = 0) => head.toString('latin1', at, at + text.length) === text;

export function sniffMedia(head: Buffer, filename: string): MediaMime | null {
  const known = sniffMime(head, filename);
  if (known === 'application/pdf' || known === 'image/jpeg' || known === 'image/png' || known === 'image/webp') return known;
  if (ascii(head, 'GIF87a') || ascii(head, 'GIF89a')) return 'image/gif';
  if (ascii(head, 'ftyp', 4)) {
    const brand = head.toString('latin1', 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (['isom', 'iso2', 'mp41', 'mp42', 'M4V ', 'avc1', 'dash'].includes(brand)) return 'video/mp4';
    if (brand === 'M4A ') return 'audio/mpeg';
  }
  if (ascii(head, 'ID3') || (head[0] === 0xff && head[1] !== undefined && (head[1] & 0xe0) === 0xe0)) return 'audio/mpeg';
  if (ascii(head, 'OggS')) return 'audio/ogg';
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'video/webm';
  return null;
}
