/**
 * The editor app's strings, fetched per language (ARCHITECTURE "Budgets": the editor app's 160 KB
 * had no room left, and an editor works in one language at a time). The entry waits for the page's
 * language before it mounts (editor/entry.tsx); a page in the other language waits for its strings
 * before the editor shows it (editor/state/page.ts). The functions answer like common/i18n's
 * namespaces: `tEditor(lang).save()`.
 */
import type { BaseTranslation } from 'typesafe-i18n';
import { namespaceOf } from '../../common/i18n/namespace';
import type { Lang } from '../../common/routes';
import type * as German from './de';

type Strings = typeof German;
const LOADERS: Record<Lang, () => Promise<Strings>> = { de: () => import('./de'), en: () => import('./en') };
const loaded: Partial<Record<Lang, Strings>> = {};
const loading: Partial<Record<Lang, Promise<void>>> = {};

export function loadEditorStrings(lang: Lang): Promise<void> {
  return (loading[lang] ??= LOADERS[lang]().then(
    (strings) => {
      loaded[lang] = strings;
    },
    (error: unknown) => {
      delete loading[lang]; // the next call tries again
      throw error;
    },
  ));
}

function lazyNamespace<K extends keyof Strings>(key: K) {
  return namespaceOf((lang): Strings[K] & BaseTranslation => {
    const strings = loaded[lang];
    if (strings) return strings[key];
    // Not fetched yet (a caller ran ahead of the gates above): the language at hand until it is.
    void loadEditorStrings(lang).catch(() => undefined);
    const other = loaded.de ?? loaded.en;
    if (!other) throw new Error(`editor strings for ${lang} are not loaded`);
    return other[key];
  });
}

export const tEditor = lazyNamespace('ui');
export const tHistory = lazyNamespace('history');
export const tCare = lazyNamespace('care');
export const tQuality = lazyNamespace('quality');
export const tDrafts = lazyNamespace('drafts');
export const tValidation = lazyNamespace('validation');
