/** The address suggested from a title: common/slugify.ts, as the server checks it. */
import { slugify } from '../../common/slugify';

/** `/de/haus/geschichte` with its last part made from `title`; the home page keeps its address. */
export function withSlugFrom(url: string, title: string): string {
  const parts = url.split('/');
  if (parts.length <= 2) return url;
  parts[parts.length - 1] = slugify(title);
  return parts.join('/');
}
