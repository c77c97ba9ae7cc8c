/**
 * Full-text search over search_documents (issue #5; ARCHITECTURE "Search"): the language's
 * unaccenting configuration, websearch_to_tsquery, ts_rank over the A/B/C weights (title > lead >
 * body), upcoming events before past ones, offline and expired documents never returned. Snippets
 * are made by ts_headline for the page's rows only, then escaped (query-text.ts highlightHtml).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Paginated } from '../../../common/api/types';
import type { SearchCategory, SearchHit, SearchHitKind } from '../../../common/api/search';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { mediaSlot } from '../programme/media-slot';
import { hitUrl } from './hit-url';
import { MARK_END, MARK_START, highlightHtml } from './query-text';

/** A passage of about 12 to 30 words, two at most, around the hits. */
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MinWords=12, MaxWords=30, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

export interface SearchRequest {
  lang: Lang;
  text: string;
  category: SearchCategory;
  page: number;
  size: number;
  /** Events starting before this are past (the start of today in Berlin). */
  today: Date;
  now?: Date;
}

interface HitRow extends Record<string, unknown> {
  id: number;
  kind: SearchHitKind;
  entity_id: number;
  title: string;
  slug: string;
  path: string | null;
  image_id: number | null;
  starts_at: string | Date | null;
  snippet: string;
  total: string | number;
}

/**
 * Documents of one language. The language goes in as a literal from this fixed table (never from
 * input), so the planner can use that language's partial indexes (server/db/schema/search.ts).
 */
const LANG_SQL: Record<Lang, SQL> = { de: sql`'de'`, en: sql`'en'` };
export const inLanguage = (lang: Lang): SQL => sql`d.lang = ${LANG_SQL[lang]}`;

/** Online, inside its online window (issue #5: offline and expired content is never found). */
export const visibleDocument = (now: Date): SQL =>
  sql`d.is_online and (d.online_from is null or d.online_from <= ${now}) and (d.online_to is null or d.online_to > ${now})`;

const categoryCondition = (category: SearchCategory): SQL => (category === 'events' ? sql`d.kind = 'event'` : sql`d.kind <> 'event'`);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

function toHit(row: HitRow, lang: Lang): SearchHit {
  return {
    kind: row.kind,
    id: row.entity_id,
    title: row.title,
    snippet: highlightHtml(row.snippet),
    url: hitUrl(row, lang),
    image: mediaSlot(row.image_id),
    starts_at: row.starts_at === null ? null : new Date(row.starts_at).toISOString(),
  };
}

/** One page of one category; images are media slots for the caller to resolve in one batch. */
export async function searchPage(db: Db, r: SearchRequest): Promise<Paginated<SearchHit>> {
  const now = r.now ?? new Date();
  const matches = sql`
    from search_documents d, q
    where ${inLanguage(r.lang)} and d.search @@ q.query and ${visibleDocument(now)} and ${categoryCondition(r.category)}`;
  const result = await db.execute<HitRow>(sql`
    with q as (select websearch_to_tsquery(search_config(${r.lang}), ${r.text}) as query),
    page as (
      select d.id, d.kind, d.entity_id, d.title, d.lead, d.body, d.slug, d.path, d.image_id, d.starts_at,
        coalesce(d.kind = 'event' and d.starts_at < ${r.today}, false) as past, ts_rank(d.search, q.query) as rank, count(*) over () as total
      ${matches}
      order by past, rank desc, d.id
      limit ${r.size} offset ${(r.page - 1) * r.size}
    )
    select p.id, p.kind, p.entity_id, p.title, p.slug, p.path, p.image_id, p.starts_at, p.total,
      ts_headline(search_config(${r.lang}), coalesce(nullif(btrim(p.lead || ' ' || p.body), ''), p.title), q.query, ${HEADLINE_OPTIONS}) as snippet
    from page p, q
    order by p.past, p.rank desc, p.id`);
  const rows = rowsOf<HitRow>(result);
  let count = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && r.page > 1) {
    // Past the last page: the window count had no row to ride on.
    const counted = await db.execute<{ n: string }>(sql`with q as (select websearch_to_tsquery(search_config(${r.lang}), ${r.text}) as query) select count(*) as n ${matches}`);
    count = Number(rowsOf<{ n: string }>(counted)[0]?.n ?? 0);
  }
  return {
    count,
    next: r.page * r.size < count ? r.page + 1 : null,
    previous: r.page > 1 ? r.page - 1 : null,
    results: rows.map((row) => toHit(row, r.lang)),
  };
}
