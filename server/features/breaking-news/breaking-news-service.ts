/** Active breaking-news alerts within their online window, in position order (SPEC §3, §4 "Top alert"). */
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { BreakingNews } from '../../../common/api/types';
import { pick, pickText } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { breakingNews } from '../../db/schema';
import { now as clockNow } from '../../clock';

/** Same window rule as common/online-window.ts (from inclusive, to exclusive), applied in SQL. */
export async function loadBreakingNews(db: Db, lang: Lang, now: Date = clockNow()): Promise<BreakingNews[]> {
  const rows = await db
    .select()
    .from(breakingNews)
    .where(
      and(
        eq(breakingNews.isActive, true),
        or(isNull(breakingNews.onlineFrom), lte(breakingNews.onlineFrom, now)),
        or(isNull(breakingNews.onlineTo), gt(breakingNews.onlineTo, now)),
      ),
    )
    .orderBy(asc(breakingNews.position), asc(breakingNews.id));
  return rows.map((row) => {
    const url = pick(row.linkUrl, lang);
    return {
      id: row.id,
      title: pickText(row.title, lang),
      text: pickText(row.text, lang),
      link: url ? { url } : null,
      link_title: pickText(row.linkTitle, lang),
    };
  });
}
