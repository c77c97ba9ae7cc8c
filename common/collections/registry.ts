/** The collections by slug and by admin path; an unknown slug is simply absent (the server answers 404). */
import type { CollectionDeclaration, CollectionSlug } from './define';
import * as all from './index';

/** The declarations as declared: each one's slug and field names literal (server/features/admin/tables.ts checks them). */
export type DeclaredCollection = (typeof all)[keyof typeof all];

/** A slug of CollectionSlug that no declaration in ./index carries is `false` here, and fails the type check. */
const EVERY_SLUG_DECLARED: [Exclude<CollectionSlug, DeclaredCollection['slug']>] extends [never] ? true : false = true;
void EVERY_SLUG_DECLARED;

export const COLLECTIONS: readonly CollectionDeclaration[] = Object.values(all);

const BY_SLUG = new Map<string, CollectionDeclaration>(COLLECTIONS.map((c) => [c.slug, c]));
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
