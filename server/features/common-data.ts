/**
 * What every page needs on first paint (ARCHITECTURE "Budgets": no API GET a page needs on first
 * paint), as an anonymous visitor sees it; the HTML shell inlines it. The four queries run in parallel.
 */
import type { CommonData } from '../../common/api/types';
import type { Lang } from '../../common/routes';
import type { Db } from '../db/client';
import { loadBreakingNews } from './breaking-news/breaking-news-service';
import { loadNavigation } from './nav/nav-service';
import { loadOpeningHoursToday } from './opening-hours/opening-hours-service';
import { loadSettings } from './settings/settings-service';
import { now as clockNow } from '../clock';

export async function loadCommonData(db: Db, lang: Lang, now: Date = clockNow()): Promise<CommonData> {
  const [settings, nav, openingHours, breakingNews] = await Promise.all([
    loadSettings(db, lang),
    loadNavigation(db, lang),
    loadOpeningHoursToday(db, lang, now),
    loadBreakingNews(db, lang, now),
  ]);
  return { settings, nav, openingHours, breakingNews };
}
