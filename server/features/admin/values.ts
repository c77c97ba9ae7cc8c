/**
 * Between a collection's declared fields and its table's row: what the admin
 * sends becomes column values (dates as the column wants them, rich text sanitised, passwords
 * hashed), and a row becomes the values the form shows (secrets left out).
 */
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CollectionDeclaration, CollectionField } from '../../../common/collections/define';
import { pickText, type Localized } from '../../../common/i18n/localized';
import { optionLabel } from '../../../common/modules/define';
import { LANGS, type Lang } from '../../../common/routes';
import { normalizePriceList } from '../../../common/collections/price-list';
import { sanitizeRichText } from '../../html/sanitize';
import { hashPassword } from '../auth/password';

export const columnsOf = (table: PgTable): Record<string, PgColumn> => getTableColumns(table);

/** The secret field's column: `password` is kept as `passwordHash`. */
const SECRET_COLUMN = 'passwordHash';

function columnValue(column: PgColumn, field: CollectionField, value: unknown): unknown {
  // Seat groups and prices: none is the empty list; amounts stored as "12.50".
  if (field.kind === 'prices') return normalizePriceList(value);
  // A set of codes (common/collections/define.ts ChoiceField) is never null: none is the empty set.
  if (field.kind === 'choice' && field.many) return Array.isArray(value) ? [...new Set(value)] : [];
  // One code left empty takes its declared default (an event is 'scheduled' unless said otherwise).
  if (field.kind === 'choice' && (value === undefined || value === '' || value === null) && field.default !== undefined) return field.default;
  if (value === undefined || value === '' || value === null) {
    // Text columns are NOT NULL with a '' default; nullable ones (relations, dates, numbers) take null.
    return column.notNull && column.dataType === 'string' ? '' : null;
  }
  // Media come as the module editor's reference {"$media": id} (common/modules/define.ts MediaField); the column holds the id.
  if ((field.kind === 'image' || field.kind === 'file') && typeof value === 'object') return (value as { $media?: number; id?: number }).$media ?? (value as { id?: number }).id ?? null;
  if (column.columnType === 'PgTimestamp') return new Date(value as string);
  if (column.columnType === 'PgDateString') return new Date(value as string).toISOString().slice(0, 10);
  if (field.kind === 'richtext' && typeof value === 'string') return sanitizeRichText(value);
  return value;
}

function localizedValue(field: CollectionField, value: unknown, nullable: boolean): Localized<unknown> | null {
  if ((value === null || value === undefined) && nullable) return null;
  const given = (value ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const lang of LANGS) {
    const v = given[lang];
    if (v === undefined || v === null) continue;
    out[lang] = field.kind === 'richtext' && typeof v === 'string' ? sanitizeRichText(v) : v;
  }
  if (nullable && Object.values(out).every((v) => v === '')) return null;
  return { de: '', ...out } as Localized<unknown>;
}

/** Column values for the fields present in `data` (a validated create or update); list relations are left to the caller. */
export async function rowValues(collection: CollectionDeclaration, table: PgTable, data: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> {
  const columns = columnsOf(table);
  const row: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(collection.fields)) {
    if (field.readOnly || !(name in data)) continue;
    if (field.kind === 'relation' && field.many) continue;
    if (field.kind === 'password') {
      const password = data[name];
      if (typeof password === 'string' && password !== '') row[SECRET_COLUMN] = await hashPassword(password);
      continue;
    }
    const column = columns[name];
    if (!column) continue;
    row[name] = field.translatable ? localizedValue(field, data[name], !column.notNull) : columnValue(column, field, data[name]);
  }
  return row;
}

function shownValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** The form's values of a row: every declared field present in the table (secrets never). */
export function itemValues(collection: CollectionDeclaration, row: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(collection.fields)) {
    if (field.kind === 'password' || (field.kind === 'relation' && field.many)) continue;
    if (!(name in row)) continue;
    const value = row[name];
    values[name] = (field.kind === 'image' || field.kind === 'file') && typeof value === 'number' ? { $media: value } : shownValue(value);
  }
  return values;
}

/** How an item is named in lists, the activity log and delete questions. */
export function titleOf(collection: CollectionDeclaration, row: Record<string, unknown>, lang: Lang): string {
  const value = row[collection.titleField];
  const field = collection.fields[collection.titleField];
  // A code names itself by its option's name (editors never read codes).
  if (field?.kind === 'choice' && optionLabel(field, value, lang)) return optionLabel(field, value, lang);
  if (value && typeof value === 'object' && !(value instanceof Date)) return pickText(value as Localized, lang);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value === null || value === undefined ? `#${String(row.id)}` : String(value);
}
