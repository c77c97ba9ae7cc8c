/**
 * The visitor build's side of common/i18n/dictionaries.ts (swapped in by build.mjs): a language's
 * core dictionary is loaded when that language is first needed — the page's language at boot (the
 * shell preloads it), the other one when the visitor switches.
 */
import type { Dictionary } from '../../common/i18n/dictionaries';
import type { Lang } from '../../common/routes';

export type { Dictionary };

export const dictionaries: Partial<Record<Lang, Dictionary>> = {};

const LOADERS: Record<Lang, () => Promise<{ default: Dictionary }>> = {
  de: () => import('../../common/i18n/de'),
  en: () => import('../../common/i18n/en'),
};

export async function loadDictionary(lang: Lang): Promise<void> {
  dictionaries[lang] ??= (await LOADERS[lang]()).default;
}
