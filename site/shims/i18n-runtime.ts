/**
 * typesafe-i18n's runtime for the visitor build (build.mjs aliases the package here; the editor, the
 * server and the tests keep the real one, which also gives the types). Our dictionaries use three of
 * its forms: `{name}`, `{name:type}` and a plural `{{one|other}}` (or `{{other}}`, `{{zero|one|other}}`)
 * that counts the argument before it. Without the general parser and formatters the first load is
 * ~3 KB brotli lighter. test/unit/i18n-runtime.test.ts renders every string of
 * every dictionary with both and fails on the first difference, also on a form this file lacks.
 */
type Args = Record<string, unknown>;
type Translations = { [key: string]: string | Translations };

const PART = /\{\{(?:(\w+):)?([^}]*)\}\}|\{(\w+)(?::\w+)?\}/g;

/**
 * CLDR's cardinal plural rule of our two languages, German and English alike: "one" for 1 written
 * without decimals, else "other". typesafe-i18n asks Intl.PluralRules, which answers the same
 * (test/unit/i18n-runtime.test.ts counts −1, 0, 1, 1.5 and 2), but as a page's first Intl object it
 * costs the first load ICU's loading, 100+ ms on a phone (common/format/intl-answers.ts), for
 * "70 Veranstaltungen".
 */
const plural = (value: number) => (Math.abs(value) === 1 ? 'one' : 'other');

function format(text: string, args: Args): string {
  let last = '0';
  return text.replace(PART, (_match, pluralKey: string | undefined, forms: string | undefined, key: string | undefined) => {
    if (key !== undefined) {
      last = key;
      return String(args[key] ?? '').trim();
    }
    const value = args[pluralKey ?? last];
    const [a, b, c] = forms!.split('|').map((form) => form.trim());
    const [zero, one, other] = c !== undefined ? [a, b, c] : b !== undefined ? [undefined, a, b] : [undefined, undefined, a];
    const chosen =
      typeof value === 'boolean' ? (value ? one : other) : zero && value == 0 ? zero : plural(value as number) === 'one' ? one : other;
    return (chosen || '').replace(/\?\?/g, String(value));
  });
}

function translator(_locale: string, translations: Translations): unknown {
  const wrap = (node: Translations): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        typeof value === 'string'
          ? (...args: unknown[]) => {
              const first = args[0];
              const named = args.length === 1 && !!first && typeof first === 'object' && first.constructor === Object;
              return format(value, (named ? first : args) as Args);
            }
          : wrap(value),
      ]),
    );
  return wrap(translations);
}

export const i18nObject = translator;
export const typesafeI18nObject = translator;
