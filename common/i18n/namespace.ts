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
  // i18nObject types keys like the core dictionary's namespaces do (arguments as an object), so a
  // string moved between the core and a namespace keeps its call sites.
  const build = (lang: Lang) => i18nObject(lang, dictionaries[lang]);
  const cache = new Map<Lang, ReturnType<typeof build>>();
  return (lang: Lang): ReturnType<typeof build> => {
    let ll = cache.get(lang);
    if (!ll) {
      ll = build(lang);
      cache.set(lang, ll);
    }
    return ll;
  };
}
