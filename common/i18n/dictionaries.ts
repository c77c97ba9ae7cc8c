/**
 * Where the core dictionaries come from: the one seam between the visitor build and everything else
 * (like wouter's react-deps.js). Server, editor and tests hold both languages here. The visitor
 * build swaps this file for site/i18n/dictionaries.ts (build.mjs), which loads only the visitor's
 * language, so the first load carries one language's strings instead of two.
 */
import type { Lang } from '../routes';
import de from './de';
import en from './en';

export type Dictionary = typeof de;

export const dictionaries: Partial<Record<Lang, Dictionary>> = { de, en };

/** Both languages are always here; the visitor build's version loads one on demand. */
export function loadDictionary(_lang: Lang): Promise<void> {
  return Promise.resolve();
}
