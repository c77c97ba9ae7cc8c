/**
 * How a content type of the admin is declared (STYLE.md 12, like Payload's
 * CollectionConfig): plain data naming its fields (the page modules' field kinds, so one form
 * generator serves both), list columns, filters, search and sort, and who may touch it. The server's
 * validation and CRUD routes, the OpenAPI description and the admin's list and form all read it.
 * Field names are the database table's property names (server/features/admin/tables.ts).
 */
import type { Field, Label } from '../modules/define';
import type { RouteName } from '../routes';

export type { ChoiceField, ChoiceOption, PasswordField, PriceListField, RelationField, SettingsField } from '../modules/define';

/**
 * A collection's field: the page modules' field kinds (common/modules/define.ts),
 * so the hub's forms and the module forms are one form generator with the same widgets.
 */
export type CollectionField = Field & {
  /** Shown, never written through the admin (ticket-shop data, timestamps). */
  readOnly?: boolean;
};

export type Access = 'editor' | 'admin';

/**
 * Every collection's slug. A declaration's slug must be one of these, the server's table map must
 * name each (server/features/admin/tables.ts), and the registry must declare each
 * (common/collections/registry.ts): a slug added, dropped or misspelt anywhere fails the type check.
 */
export type CollectionSlug =
  | 'access-feature-text'
  | 'accessibility-exception'
  | 'accessibility-statement'
  | 'article'
  | 'article-category'
  | 'article-tag'
  | 'breaking-news'
  | 'event'
  | 'event-tag'
  | 'exhibition-type'
  | 'form'
  | 'form-field'
  | 'genre'
  | 'nav-item'
  | 'opening-hours'
  | 'opening-hours-exception'
  | 'page'
  | 'person'
  | 'person-category'
  | 'production'
  | 'production-tag'
  | 'redirect'
  | 'room'
  | 'season'
  | 'series'
  | 'site-settings'
  | 'user'
  | 'venue';

export interface CollectionDeclaration {
  /** Names the collection in the API: `/cms-api/collections/{slug}/`. */
  slug: CollectionSlug;
  /** The admin address below /cms-hub/, SPEC §3's mapping: `events/venue`. */
  path: string;
  label: { singular: Label; plural: Label };
  fields: Record<string, CollectionField>;
  /** The field that names an item in lists, the activity log and delete questions. */
  titleField: string;
  listColumns: readonly string[];
  /** Fields to filter the list by (flags, selects, relations to one). */
  filters?: readonly string[];
  /** Text fields the list's search box looks in (both languages of translatable ones). */
  searchFields: readonly string[];
  sortFields: readonly string[];
  defaultSort: { field: string; dir: 'asc' | 'desc' };
  /** Who may read and write it; editors by default (SPEC §6). */
  access?: Access;
  /** One row only (site settings): no list, no create, no delete. */
  singleton?: boolean;
  /** The visitor page of an item, for "view on site"; its route takes the item's slug and id. */
  visitorRoute?: RouteName;
  /** A number field the list reorders by dragging (and by move buttons) while it is sorted by it. */
  orderField?: string;
  /** Fields kept by the ticket shop: shown read-only with the last sync time. */
  ticketing?: boolean;
}

/** Declares a collection; `const` keeps field names literal for lookups. */
export function defineCollection<const C extends CollectionDeclaration>(declaration: C): C {
  return declaration;
}

/** Both languages of a label in one go: `label('Name', 'Name')`. */
export const label = (de: string, en: string): Label => ({ de, en });
