/**
 * The data every page needs (settings, navigation, opening hours, breaking news) in a language: the
 * first language comes inlined with the HTML (./common-data-cache.ts); a switch fetches the other once.
 */
import { loadDictionary } from '../../common/i18n';
import { api } from './api';
import { report } from '../monitoring/report';
import type { CommonData } from '../../common/api/types';
import { commonDataByLang as byLang } from './common-data-cache';
import type { Lang } from '../../common/routes';

export function loadCommonData(lang: Lang): Promise<CommonData> {
  let data = byLang.get(lang);
  if (!data) {
    data = api()
      .then(({ getBreakingNews, getNav, getOpeningHoursToday, getSettings }) =>
        Promise.all([
          // SPEC §8: settings errors are reported.
          getSettings(lang).catch((error: unknown) => {
            report(error, { feature: 'settings', lang });
            throw error;
          }),
          getNav(lang),
          getOpeningHoursToday(lang),
          getBreakingNews(lang),
          // The language's core strings come with its common data: a switch shows both at once.
          loadDictionary(lang),
        ]),
      )
      .then(([settings, nav, openingHours, breakingNews]) => ({ settings, nav, openingHours, breakingNews }));
    byLang.set(lang, data);
    data.catch(() => byLang.delete(lang));
  }
  return data;
}
