/**
 * What an editor sends for a module, made safe and checked before it is stored: every value normalised by its field's kind (media and venue references to their stored
 * form, rich text through the allowlist sanitiser, the HTML module's code through the embed
 * sanitiser), then the declaration's rules (common/modules/validate.ts, the same the form runs), then
 * what only the database knows: referenced files exist, images carry alt text in the language saved,
 * linked pages and events and chosen venues exist.
 */
import { inArray } from 'drizzle-orm';
import type { LinkKind } from '../../../common/api/editor';
import type { Field, FieldError, ModuleDeclaration } from '../../../common/modules/define';
import { isLinkRef, validateModule } from '../../../common/modules/validate';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { sanitizeEmbedHtml, sanitizeRichText } from '../../html/sanitize';
import { linkTargetsById } from '../links/link-targets';
import { venueItemsById } from '../programme/place-service';
import { relationTargetsById } from '../pages/references';

/** Fields stored in the module row's own columns, not in its data (hero media, teaser item: SPEC §4 online window). */
export const WINDOW_FIELDS = ['online_from', 'online_to'] as const;

function idOf(value: unknown, marker: string): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const id = record[marker] ?? record.id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** One value in its stored form; anything that cannot be normalised is left for the validator to name. */
function normalizeValue(field: Field, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  switch (field.kind) {
    case 'image':
    case 'file': {
      if (value === '') return null;
      const id = idOf(value, '$media');
      return id === null ? value : { $media: id };
    }
    case 'venue': {
      if (value === '') return null;
      const id = idOf(value, '$venue');
      return id === null ? value : { $venue: id };
    }
    case 'relation': {
      if (value === '') return null;
      if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
      return idOf(value, 'id') ?? value;
    }
    case 'richtext':
      return typeof value === 'string' ? sanitizeRichText(value) : value;
    case 'html':
      return typeof value === 'string' ? sanitizeEmbedHtml(value) : value;
    case 'link':
      return typeof value === 'string' ? value.trim() : value;
    case 'text':
    case 'url':
    case 'embed':
    case 'date':
      return typeof value === 'string' ? value.trim() : value;
    default:
      return value;
  }
}

/** The declared fields of `data` in stored form; undeclared keys are dropped. */
export function normalizeData(declaration: ModuleDeclaration, data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (name in data) out[name] = normalizeValue(field, data[name]);
  }
  return out;
}

function linkRefOf(value: unknown): [LinkKind, number] | null {
  if (!isLinkRef(value)) return null;
  const [marker, id] = Object.entries(value as Record<string, number>)[0]!;
  return [marker.slice(1) as LinkKind, id];
}

/** Errors only the database can find: missing files, images without alt text in `lang`, links to deleted content. */
async function referenceErrors(db: Db, declaration: ModuleDeclaration, data: Record<string, unknown>, lang: Lang): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const mediaFields = Object.entries(declaration.fields).filter(([name, f]) => (f.kind === 'image' || f.kind === 'file') && idOf(data[name], '$media') !== null);
  if (mediaFields.length > 0) {
    const ids = mediaFields.map(([name]) => idOf(data[name], '$media')!);
    const rows = new Map((await db.select().from(media).where(inArray(media.id, ids))).map((row) => [row.id, row]));
    for (const [name, field] of mediaFields) {
      const row = rows.get(idOf(data[name], '$media')!);
      if (!row) errors.push({ field: name, code: 'notFound' });
      else if (field.kind === 'image' && row.kind !== 'image') errors.push({ field: name, code: 'notMedia' });
      else if (field.kind === 'image' && !(row.alt[lang] ?? '').trim()) errors.push({ field: name, code: 'altMissing', params: { lang: lang.toUpperCase() } });
    }
  }
  for (const [name, field] of Object.entries(declaration.fields)) {
    const ref = field.kind === 'link' ? linkRefOf(data[name]) : null;
    if (ref && !(await linkTargetsById(db, ref[0], [ref[1]], lang)).has(ref[1])) errors.push({ field: name, code: 'notFound' });
    // A venue typed by its number (editor/forms/widgets/basic.tsx) that does not exist would show nothing.
    const venue = field.kind === 'venue' ? idOf(data[name], '$venue') : null;
    if (venue !== null && !(await venueItemsById(db, [venue], lang)).has(venue)) errors.push({ field: name, code: 'notFound' });
    // A chosen row deleted (or a form taken offline) since the picker listed it would show nothing.
    const related = field.kind === 'relation' && typeof data[name] === 'number' ? (data[name] as number) : null;
    const targets = field.kind === 'relation' && related !== null ? await relationTargetsById(db, field.to, [related], lang) : null;
    if (targets && !targets.has(related!)) errors.push({ field: name, code: 'notFound' });
  }
  return errors;
}

/** All field errors of module data about to be saved in `lang`; empty when it may be stored. */
export async function moduleErrors(db: Db, declaration: ModuleDeclaration, data: Record<string, unknown>, lang: Lang): Promise<FieldError[]> {
  const errors = validateModule(declaration.type, data);
  const checked = new Set(errors.map((e) => e.field));
  for (const error of await referenceErrors(db, declaration, data, lang)) if (!checked.has(error.field)) errors.push(error);
  return errors;
}

