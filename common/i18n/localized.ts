import { DEFAULT_LANG, type Lang } from '../routes';

/** A translatable value as stored: German always, English where translated (ARCHITECTURE "Bilingual content"). */
export type Localized<T = string> = { de: T } & Partial<Record<Exclude<Lang, 'de'>, T>>;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The value in `lang`, falling back to German where the translation is empty. */
export function pick<T>(value: Localized<T> | null | undefined, lang: Lang): T | undefined {
  if (!value) return undefined;
  const own = value[lang];
  return isEmpty(own) ? value[DEFAULT_LANG] : own;
}

/** Shorthand for text: never undefined. */
export function pickText(value: Localized | null | undefined, lang: Lang): string {
  return pick(value, lang) ?? '';
}

/** Both languages at once, for seeds and tests: `l('Programm', 'Programme')`. */
export function l<T>(de: T, en?: T): Localized<T> {
  return en === undefined ? { de } : { de, en };
}
