/**
 * UI strings (never in components): one dictionary per language, built from one namespace file per
 * feature (`common/i18n/<lang>/<feature>.ts`). typesafe-i18n's object API types every key and
 * argument without its generator, which breaks under newer TypeScript (STACK-NOTES "typesafe-i18n").
 */
import { typesafeI18nObject } from 'typesafe-i18n';
import type { Lang } from '../routes';
import de from './de';
import en from './en';

export type Dictionary = typeof de;

const dictionaries: Record<Lang, Dictionary> = { de, en };
const cache = new Map<Lang, ReturnType<typeof build>>();

function build(lang: Lang) {
  return typesafeI18nObject(lang, dictionaries[lang]);
}

/** The typed translation functions for a language: `t('en').footer.imprint()`. */
export function t(lang: Lang) {
  let ll = cache.get(lang);
  if (!ll) {
    ll = build(lang);
    cache.set(lang, ll);
  }
  return ll;
}
