/** The collections by slug and by admin path; an unknown slug is simply absent (the server answers 404). */
import type { CollectionDeclaration } from './define';
import * as all from './index';

export const COLLECTIONS: readonly CollectionDeclaration[] = Object.values(all);

const BY_SLUG = new Map(COLLECTIONS.map((c) => [c.slug, c]));
const BY_PATH = new Map(COLLECTIONS.map((c) => [c.path, c]));

export const collectionOf = (slug: string): CollectionDeclaration | undefined => BY_SLUG.get(slug);
/** The collection at an admin address below /cms-hub/ (`events/venue`). */
export const collectionAtPath = (path: string): CollectionDeclaration | undefined => BY_PATH.get(path);

/** The admin page of a collection's list, or of one item: `/cms-hub/events/venue/12/`. */
export function adminPath(slug: string, id?: number | 'new'): string | null {
  const collection = BY_SLUG.get(slug);
  if (!collection) return null;
  return `/cms-hub/${collection.path}/${id === undefined ? '' : `${id}/`}`;
}
