/** Plain text and absolute URLs for head tags and JSON-LD, which carry no markup and no relative paths. */
import type { ImageObj } from '../../../common/api/media';
import type { HeadImage } from '../head';

/** Longest description we hand to search engines and link previews (they cut near 160 characters). */
export const DESCRIPTION_MAX = 200;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Rich text as one line of plain text, cut at a word boundary with an ellipsis. */
export function plainText(html: string, max = DESCRIPTION_MAX): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_all, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** PUBLIC_URL + path for our own paths; absolute URLs stay as they are. */
export const absoluteUrl = (url: string, publicUrl: string): string =>
  url.startsWith('/') && !url.startsWith('//') ? publicUrl + url : new URL(url, `${publicUrl}/`).toString();

/** The JPEG rendition link previews and search engines take best: the smallest at least 1200 px wide, else the largest. */
export function shareImage(image: ImageObj | null): HeadImage | null {
  if (!image) return null;
  const jpegs = image.renditions.filter((r) => r.format === 'jpeg').sort((a, b) => a.width - b.width);
  const pick = jpegs.find((r) => r.width >= 1200) ?? jpegs[jpegs.length - 1];
  return pick ? { url: pick.url, width: pick.width, height: pick.height, alt: image.alt } : { url: image.url, width: image.width, height: image.height, alt: image.alt };
}
