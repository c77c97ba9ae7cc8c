/**
 * Stored module content names programme entities by reference, like media (`{"$media": id}`):
 * `{"$venue": id}` (common/modules/define.ts ReferenceField), and link fields name our pages, events,
 * productions and articles as `{"$page": id}` (common/api/editor.ts LinkRef). Before a page or section goes out, every
 * reference is replaced by the entity's list item (null when it was deleted), one query per kind,
 * and then every image of the result, the entities' included, in one more query.
 */
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { resolveMedia } from '../media/image-obj';
import { LINK_KINDS, type LinkKind } from '../../../common/api/editor';
import { linkTargetsById } from '../links/link-targets';
import { venueItemsById } from '../programme/place-service';
import { loadForm } from '../forms/form-service';

type Loader = (db: Db, ids: readonly number[], lang: Lang) => Promise<Map<number, unknown>>;

/** A stored link to our own content becomes its current URL; a deleted target, null. */
const urlLoader =
  (kind: LinkKind): Loader =>
  async (db, ids, lang) =>
    new Map([...(await linkTargetsById(db, kind, ids, lang))].map(([id, target]) => [id, target.url]));

/** Forms as the form API serves them (the 'Formular' module); offline forms are left out like deleted ones. */
const formsById: Loader = async (db, ids, lang) => {
  const found = await Promise.all(ids.map(async (id) => [id, await loadForm(db, id, lang)] as const));
  return new Map(found.filter(([, form]) => form !== null));
};

/**
 * What a module's relation field (define.ts RelationField, stored as a bare id) resolves to, by the
 * collection it names; a collection missing here gives its bare id out.
 */
const RELATION_LOADERS: Record<string, Loader> = {
  form: formsById,
};

/** The transient marker a relation id becomes on its way out (section-tree.ts), apart from the stored kinds'. */
const relationMarker = (to: string) => `$relation:${to}`;

/** The reference kinds by their marker key; a new kind is one line here and one field kind in define.ts. */
const LOADERS: Record<string, Loader> = {
  $venue: venueItemsById,
  ...Object.fromEntries(LINK_KINDS.map((kind) => [`$${kind}`, urlLoader(kind)])),
  ...Object.fromEntries(Object.entries(RELATION_LOADERS).map(([to, loader]) => [relationMarker(to), loader])),
};

/** A relation field's id as a reference resolveReferences replaces; the id itself where nothing resolves its collection. */
export function relationReference(to: string, id: number): unknown {
  return Object.hasOwn(RELATION_LOADERS, to) ? { [relationMarker(to)]: id } : id;
}

/** The rows of `to` among `ids` as visitors get them; null when nothing resolves that collection. */
export async function relationTargetsById(db: Db, to: string, ids: readonly number[], lang: Lang): Promise<Map<number, unknown> | null> {
  return Object.hasOwn(RELATION_LOADERS, to) ? RELATION_LOADERS[to]!(db, ids, lang) : null;
}

const MARKERS = Object.keys(LOADERS);

/** The marker and id of a reference object, or null for any other value. */
function referenceOf(value: unknown): [string, number] | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const keys = Object.keys(value);
  if (keys.length !== 1 || !MARKERS.includes(keys[0]!)) return null;
  const id = (value as Record<string, unknown>)[keys[0]!];
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? [keys[0]!, id] : null;
}

function collect(value: unknown, ids: Map<string, Set<number>>): void {
  const ref = referenceOf(value);
  if (ref) {
    let set = ids.get(ref[0]);
    if (!set) ids.set(ref[0], (set = new Set()));
    set.add(ref[1]);
  } else if (Array.isArray(value)) for (const item of value) collect(item, ids);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) collect(item, ids);
}

function replace(value: unknown, found: Map<string, Map<number, unknown>>): unknown {
  const ref = referenceOf(value);
  if (ref) return found.get(ref[0])?.get(ref[1]) ?? null;
  if (Array.isArray(value)) return value.map((item) => replace(item, found));
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replace(item, found)]));
  }
  return value;
}

/** `value` with every entity reference and then every media reference resolved, however deep. */
export async function resolveReferences<T>(db: Db, value: T, lang: Lang): Promise<T> {
  const ids = new Map<string, Set<number>>();
  collect(value, ids);
  if (ids.size === 0) return resolveMedia(db, value, lang);
  const loaded = await Promise.all([...ids].map(async ([marker, set]) => [marker, await LOADERS[marker]!(db, [...set], lang)] as const));
  return resolveMedia(db, replace(value, new Map(loaded)) as T, lang);
}
