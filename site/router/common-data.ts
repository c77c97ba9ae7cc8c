/**
 * The data every page needs (settings, navigation, opening hours, breaking news) per language. The
 * first language comes inlined with the HTML; switching language fetches the other one once.
 */
import { getBreakingNews, getNav, getOpeningHoursToday, getSettings } from '../../common/api/client';
import type { CommonData } from '../../common/api/types';
import type { Lang } from '../../common/routes';

const byLang = new Map<Lang, Promise<CommonData>>();

export function seedCommonData(lang: Lang, data: CommonData): void {
  byLang.set(lang, Promise.resolve(data));
}

export function loadCommonData(lang: Lang): Promise<CommonData> {
  let data = byLang.get(lang);
  if (!data) {
    data = Promise.all([getSettings(lang), getNav(lang), getOpeningHoursToday(lang), getBreakingNews(lang)]).then(
      ([settings, nav, openingHours, breakingNews]) => ({ settings, nav, openingHours, breakingNews }),
    );
    byLang.set(lang, data);
    data.catch(() => byLang.delete(lang));
  }
  return data;
}

/** For tests: forget every language. */
export function resetCommonData(): void {
  byLang.clear();
}
