/**
 * Feature namespaces: strings that only one feature's chunk (or only the server) needs are not part
 * of the core dictionary that every visitor downloads on first load (ARCHITECTURE "Budgets"). The
 * feature imports its namespace in both languages and gets the same typed functions:
 *
 *   import de from '../../common/i18n/de/events';
 *   import en from '../../common/i18n/en/events';
 *   const tEvents = namespace({ de, en });   // tEvents(lang).emptyTitle()
 */
import { i18nObject, type BaseTranslation } from 'typesafe-i18n';
import type { Lang } from '../routes';

export function namespace<T extends BaseTranslation>(dictionaries: Record<Lang, T>) {
  return namespaceOf((lang) => dictionaries[lang]);
}

/** The same over dictionaries found at call time (the editor fetches its own per language: editor/i18n/strings.ts). */
export function namespaceOf<T extends BaseTranslation>(dictionaryFor: (lang: Lang) => T) {
  // i18nObject types keys like the core dictionary's namespaces do (arguments as an object), so a
  // string moved between the core and a namespace keeps its call sites.
  const build = (lang: Lang, dictionary: T) => i18nObject(lang, dictionary);
  const cache = new Map<T, ReturnType<typeof build>>();
  return (lang: Lang): ReturnType<typeof build> => {
    const dictionary = dictionaryFor(lang);
    let ll = cache.get(dictionary);
    if (!ll) {
      ll = build(lang, dictionary);
      cache.set(dictionary, ll);
    }
    return ll;
  };
}
