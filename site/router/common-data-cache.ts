/**
 * The common data (settings, navigation, opening hours, breaking news) held per language: the first
 * language is put in at boot from the inlined data, the other is fetched on a switch (./common-data.ts).
 * Apart from the fetching, which only a navigation needs, so the first load does not carry it.
 */
import type { CommonData } from '../../common/api/types';
import type { Lang } from '../../common/routes';

export const commonDataByLang = new Map<Lang, Promise<CommonData>>();

export function seedCommonData(lang: Lang, data: CommonData): void {
  commonDataByLang.set(lang, Promise.resolve(data));
}

/** For tests: forget every language. */
export function resetCommonData(): void {
  commonDataByLang.clear();
}
