/**
 * How a page-module type is declared (STYLE.md 2, like Payload blocks / Wagtail StructBlock): plain
 * data naming each field (SPEC §3 "Page-editor module catalogue"), its kind, limits and validators
 * (SPEC §5). The server validates with it, the editor builds its form from it, and the renderer's
 * props are inferred from it (`DataOf`).
 *
 * The field kinds here are the one field system of the project: collection
 * declarations (common/collections/define.ts) use the same `Field`, so the hub and the page editor
 * render one form generator with one widget per kind (editor/forms/widgets.ts). A new kind is added
 * here, in `kindError` (validate.ts) and in the widget map, nowhere else.
 */
import type { Form } from '../api/forms';
import type { ImageObj } from '../api/media';
import type { VenueListItem } from '../api/programme';
import type validation from '../i18n/de/module-validation';
import { pick, type Localized } from '../i18n/localized';
import type { Lang } from '../routes';
import type { ModuleType } from './types';

/** A name shown to editors, in both languages, written where the thing is declared (STYLE.md 2). */
export type Label = Record<Lang, string>;

export type FieldKind = Field['kind'];

/** A validation failure: a key of the editor's error messages, so every message exists in both languages. */
export type ErrorCode = keyof typeof validation.errors;

export interface FieldError {
  field: string;
  code: ErrorCode;
  /** Arguments of the message, e.g. `{max: 3000}`. */
  params?: Record<string, number | string>;
}

/** A rule on one field's value, run only when the value is present. */
export type Validator = (value: unknown) => ErrorCode | null;
/** A rule across fields (e.g. "a link needs a target"). */
export type ModuleRule = (data: Readonly<Record<string, unknown>>) => FieldError | null;

interface FieldCommon {
  /** The field's label in the editor's form. */
  label: Label;
  /**
   * Stored per language in the module's `i18n` (everything a visitor reads, links to our own
   * language-specific pages); otherwise once in `fields` (media, numbers, flags, embed URLs).
   */
  translatable?: boolean;
  required?: boolean;
  validators?: readonly Validator[];
}

export interface StringField extends FieldCommon {
  kind: 'text' | 'richtext' | 'url' | 'link' | 'date' | 'embed' | 'html';
  default?: string;
  maxLength?: number;
}

export interface NumberField extends FieldCommon {
  kind: 'number';
  default?: number;
  min?: number;
  max?: number;
}

export interface BooleanField extends FieldCommon {
  kind: 'boolean';
  default?: boolean;
}

/** An option's name in both languages; a colour theme's option also shows its swatch (common/theme.ts). */
export type ChoiceOption = Label & { swatch?: { background: string; text: string } };

/**
 * One code of a fixed list (`many` false) or a set of them (`many`): the editor reads each option's
 * name in its language, never the code. Codes are the option keys; `numeric`
 * stores them as numbers (heading levels, weekdays, form field types).
 */
export interface ChoiceField extends FieldCommon {
  kind: 'choice';
  options: Readonly<Record<string, ChoiceOption>>;
  numeric?: boolean;
  many?: boolean;
  default?: string | number;
}

/** Stored as `{"$media": id}`, given out by the API as an ImageObj (common/api/media.ts). */
export interface MediaField extends FieldCommon {
  kind: 'image' | 'file';
}

/**
 * A programme entity the module shows, stored as `{"$venue": id}` and given out by the page API as
 * that entity's list item (server/features/pages/references.ts), so the module follows later edits.
 */
export interface ReferenceField extends FieldCommon {
  kind: 'venue';
}

/**
 * A link to another collection's item by its id (`many`: a list of ids), chosen by searching the
 * target's names (editor/hub/relation-picker.tsx); `to` is the target collection's slug.
 */
export interface RelationField extends FieldCommon {
  kind: 'relation';
  to: string;
  many?: boolean;
  translatable?: false;
}

/** A write-only secret (a new password): never read back; `minLength` is said in words at the field. */
export interface PasswordField extends FieldCommon {
  kind: 'password';
  minLength: number;
  required?: false;
  translatable?: false;
}

/**
 * Structured settings kept as one object (the site's design settings): a form of sub-fields named
 * by their path in the object (`header.logo`); keys the form does not name are kept as they are.
 */
export interface SettingsField extends FieldCommon {
  kind: 'settings';
  fields: Readonly<Record<string, Field>>;
  required?: false;
  translatable?: false;
}

/**
 * An event's seat groups with their prices (common/api/event-prices.ts): a list of
 * groups, each with names in both languages and prices by category. Not `translatable`: the list
 * holds both languages itself. Checked by common/collections/price-list.ts.
 */
export interface PriceListField extends FieldCommon {
  kind: 'prices';
  required?: false;
  translatable?: false;
}

/**
 * What a relation resolves to for visitors, by target collection (server/features/pages/references.ts:
 * a form as the form API serves it); the bare id where nothing resolves it.
 */
interface RelationTargets {
  form: Form;
}

export type Field = StringField | NumberField | BooleanField | ChoiceField | MediaField | ReferenceField | RelationField | PasswordField | SettingsField | PriceListField;
export type Fields = Record<string, Field>;

/** The name of a choice's option in a language; '' for a value that is no option. */
export function optionLabel(field: Field | undefined, value: unknown, lang: Lang): string {
  if (field?.kind !== 'choice' || value === null || value === undefined) return '';
  return field.options[String(value)]?.[lang] ?? '';
}

/** A value at a settings path (`header.logo`) of an object. */
export function valueAt(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), data);
}

/** A copy of `data` with the value at a settings path replaced; the other keys stay as they are. */
export function withValueAt(data: unknown, path: string, value: unknown): Record<string, unknown> {
  const [key, ...rest] = path.split('.');
  const base = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  return { ...base, [key!]: rest.length ? withValueAt(base[key!], rest.join('.'), value) : value };
}

export interface ModuleDeclaration<T extends string = string, F extends Fields = Fields> {
  type: T;
  /** The module's name in the editor's toolbar and forms. */
  label: Label;
  fields: F;
  /** Types allowed as child modules (teaser items under a teaser list); none when absent. The server refuses any other. */
  children?: readonly ModuleType[];
  /** Lives only inside a list module that names it in `children` (teaser items, FAQ items), never straight in a column. */
  childOnly?: boolean;
  rules?: readonly ModuleRule[];
}

/** Declares a module type; `const` keeps kinds, options and flags literal so `DataOf` can read them. */
export function defineModule<const T extends string, const F extends Fields>(declaration: ModuleDeclaration<T, F>): ModuleDeclaration<T, F> {
  return declaration;
}

type ValueOf<F extends Field> = F extends { kind: 'number' }
  ? number
  : F extends { kind: 'boolean' }
    ? boolean
    : F extends { kind: 'choice'; numeric: true; options: infer O }
      ? Extract<keyof O, number>
      : F extends { kind: 'choice'; many: true; options: infer O }
        ? (keyof O & string)[]
        : F extends { kind: 'choice'; options: infer O }
          ? keyof O & string
          : F extends { kind: 'relation'; many: true }
            ? number[]
            : F extends { kind: 'relation'; to: infer To }
              ? To extends keyof RelationTargets
                ? RelationTargets[To]
                : number
              : F extends { kind: 'settings' }
                ? Record<string, unknown>
                : F extends MediaField
        ? ImageObj
        : F extends ReferenceField
          ? VenueListItem
          : string;

/**
 * Present in the data: required or defaulted fields, and every flag. Media and references are never
 * guaranteed, since a file, a venue or a related row can be deleted after the module was saved.
 */
type AlwaysThere<F extends Field> = F extends MediaField | ReferenceField | RelationField
  ? false
  : F extends { required: true } | { default: unknown } | { kind: 'boolean' }
    ? true
    : false;

type PresentKeys<F extends Fields> = { [K in keyof F]: AlwaysThere<F[K]> extends true ? K : never }[keyof F];

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The data a renderer receives for a declaration: `{...fields, ...i18n[lang]}` with defaults applied. */
export type DataOf<D> =
  D extends ModuleDeclaration<string, infer F>
    ? Simplify<{ [K in PresentKeys<F>]: ValueOf<F[K]> } & { [K in Exclude<keyof F, PresentKeys<F>>]?: ValueOf<F[K]> | null }>
    : never;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * Stored form of module data (SPEC §3, ARCHITECTURE "Bilingual content"): translatable fields per
 * language in `i18n`, the rest once in `fields`. `splitData` takes what an editor saved in `lang`
 * (undeclared keys are dropped); `mergeData` gives the data of one language back, the German set
 * where that language has none yet.
 */
export interface StoredData {
  fields: Record<string, unknown>;
  i18n: Localized<Record<string, unknown>>;
}

export function splitData(declaration: ModuleDeclaration, data: Readonly<Record<string, unknown>>, lang: Lang, previous?: StoredData): StoredData {
  const fields: Record<string, unknown> = {};
  const own: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (!(name in data)) continue;
    if (field.translatable) own[name] = data[name];
    else fields[name] = data[name];
  }
  const i18n: Localized<Record<string, unknown>> = { de: {}, ...previous?.i18n, [lang]: own };
  return { fields, i18n };
}

export function mergeData(stored: StoredData, lang: Lang): Record<string, unknown> {
  return { ...stored.fields, ...pick(stored.i18n, lang) };
}

/** The data with every declared default filled in where the stored value is blank. */
export function withDefaults(declaration: ModuleDeclaration, data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (!isBlank(out[name])) continue;
    if ('default' in field && field.default !== undefined) out[name] = field.default;
    else if (field.kind === 'boolean') out[name] = false;
  }
  return out;
}
