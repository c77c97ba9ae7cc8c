/**
 * How a page-module type is declared (STYLE.md 2, like Payload blocks / Wagtail StructBlock): plain
 * data naming each field (SPEC §3 "Page-editor module catalogue"), its kind, limits and validators
 * (SPEC §5). The server validates with it, the editor builds its form from it, and the renderer's
 * props are inferred from it (`DataOf`).
 */
import type { ImageObj } from '../api/media';
import type { VenueListItem } from '../api/programme';
import type { editor } from '../i18n/de/modules';
import { pick, type Localized } from '../i18n/localized';
import type { Lang } from '../routes';
import type { ModuleType } from './types';

/** A name shown to editors, in both languages, written where the thing is declared (STYLE.md 2). */
export type Label = Record<Lang, string>;

export type FieldKind = 'text' | 'richtext' | 'number' | 'boolean' | 'select' | 'image' | 'file' | 'url' | 'link' | 'date' | 'embed' | 'html' | 'venue';

/** A validation failure: a key of the editor's error messages, so every message exists in both languages. */
export type ErrorCode = keyof typeof editor.errors;

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

export interface SelectField extends FieldCommon {
  kind: 'select';
  options: readonly (string | number)[];
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

export type Field = StringField | NumberField | BooleanField | SelectField | MediaField | ReferenceField;
export type Fields = Record<string, Field>;

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
    : F extends { kind: 'select'; options: readonly (infer O)[] }
      ? O
      : F extends MediaField
        ? ImageObj
        : F extends ReferenceField
          ? VenueListItem
          : string;

/**
 * Present in the data: required or defaulted fields, and every flag. Media and references are never
 * guaranteed, since a file or a venue can be deleted after the module was saved.
 */
type AlwaysThere<F extends Field> = F extends MediaField | ReferenceField
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
