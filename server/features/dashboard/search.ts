/**
 * Dashboard "search": the most searched terms and those that find nothing, for
 * 7 and 30 days, from the per-day counts the search keeps (search_query_stats). "No result" is judged
 * now, by running the query: a term that finds something since the last edit drops off the list.
 */
import { desc, gte, sql } from 'drizzle-orm';
import type { SearchDashboard, SearchTerm } from '../../../common/api/dashboard';
import { adminPath } from '../../../common/collections/registry';
import { buildPath } from '../../../common/routes';
import type { Db } from '../../db/client';
import { searchQueryStats } from '../../db/schema';
import { berlinDayOf, isoDate, lowerBound } from '../programme/berlin-day';
import { searchPage } from '../search/search-query';

const TOP = 20;
/** How many of the most searched terms are checked for results. */
const CHECKED = 100;

async function resultsOf(db: Db, query: string, today: Date): Promise<number> {
  const [events, others] = await Promise.all(
    (['events', 'others'] as const).map((category) => searchPage(db, { lang: 'de', text: query, category, page: 1, size: 1, today })),
  );
  return (events?.count ?? 0) + (others?.count ?? 0);
}

async function period(db: Db, days: 7 | 30, now: Date): Promise<SearchDashboard['periods'][number]> {
  const since = isoDate(berlinDayOf(new Date(now.getTime() - (days - 1) * 86_400_000)));
  const total = sql<number>`sum(${searchQueryStats.count})`.mapWith(Number);
  const rows = await db.select({ query: searchQueryStats.query, count: total }).from(searchQueryStats).where(gte(searchQueryStats.day, since)).groupBy(searchQueryStats.query).orderBy(desc(total), searchQueryStats.query).limit(CHECKED);
  const today = lowerBound(undefined, now).from;
  const terms: SearchTerm[] = [];
  for (const row of rows) {
    terms.push({
      query: row.query,
      count: row.count,
      results: await resultsOf(db, row.query, today),
      search_url: `${buildPath('search', 'de', { lang: 'de' })}?q=${encodeURIComponent(row.query)}`,
      redirect_url: `${adminPath('redirect', 'new')}?oldPath=${encodeURIComponent(`/de/${row.query.replace(/\s+/g, '-')}`)}`,
    });
  }
  return { days, top: terms.slice(0, TOP), no_result: terms.filter((t) => t.results === 0).slice(0, TOP) };
}

export async function searchDashboard(db: Db, now = new Date()): Promise<SearchDashboard> {
  return { periods: [await period(db, 7, now), await period(db, 30, now)] };
}
