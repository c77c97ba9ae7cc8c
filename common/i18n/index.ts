/**
 * UI strings (never in components): one dictionary per language, built from one namespace file per
 * feature (`common/i18n/<lang>/<feature>.ts`). typesafe-i18n's object API types every key and
 * argument without its generator, which breaks under newer TypeScript (STACK-NOTES "typesafe-i18n").
 */
import { typesafeI18nObject } from 'typesafe-i18n';
import { DEFAULT_LANG, type Lang } from '../routes';
import { dictionaries, loadDictionary, type Dictionary } from './dictionaries';

export type { Dictionary };
export { loadDictionary };

const cache = new Map<Lang, ReturnType<typeof build>>();

/** A language not loaded yet (visitor build) reads German, as untranslated content does. */
function build(lang: Lang) {
  const dictionary = dictionaries[lang] ?? dictionaries[DEFAULT_LANG] ?? Object.values(dictionaries)[0]!;
  return typesafeI18nObject(lang, dictionary);
}

/** The typed translation functions for a language: `t('en').footer.imprint()`. */
export function t(lang: Lang) {
  let ll = cache.get(lang);
  if (!ll) {
    ll = build(lang);
    // Cache only the real language: a fallback must not outlive the language's arrival.
    if (dictionaries[lang]) cache.set(lang, ll);
  }
  return ll;
}
