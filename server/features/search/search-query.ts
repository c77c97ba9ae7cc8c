/**
 * Full-text search over search_documents (ARCHITECTURE "Search"): the language's
 * unaccenting configuration, websearch_to_tsquery, ts_rank over the A/B/C weights (title > lead >
 * body), upcoming events before past ones, offline and expired documents never returned; when the
 * words find nothing, the query with its typos corrected from the index's own words (word-fixes.ts,
 * offered as 'Meinten Sie …?') and titles within a typo of the query (pg_trgm). Snippets are made by ts_headline
 * for the page's rows only, then escaped (query-text.ts highlightHtml).
 */
import { sql, type SQL } from 'drizzle-orm';
import { eventAccessFacts } from '../programme/access-items';
import type { SearchCategory, SearchHit, SearchHitKind, SearchHits } from '../../../common/api/search';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { now as serverNow } from '../../clock';
import { mediaSlot } from '../programme/media-slot';
import { hitUrl } from './hit-url';
import { searchDocumentVisible } from '../visibility';
import { paginated } from '../programme/paging';
import { fixedText } from './word-fixes';
import { inLanguage } from './lang-sql';
import { MARK_END, MARK_START, distinctSentences, highlightHtml } from './query-text';
import { rowsOf } from '../../db/rows';

/** A passage of about 12 to 30 words, two at most, around the hits. */
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MinWords=12, MaxWords=30, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

export interface SearchRequest {
  lang: Lang;
  text: string;
  category: SearchCategory;
  page: number;
  size: number;
  /**
   * Unused now that an event is past from its start (`now`), not from the start of
   * its day, so one that ended tonight no longer leads the results. Kept so callers still compile.
   */
  today?: Date;
  /** The server clock: events starting before it are past and rank after upcoming ones. */
  now?: Date;
}

interface HitRow extends Record<string, unknown> {
  id: number;
  lead: string;
  body: string;
  kind: SearchHitKind;
  entity_id: number;
  title: string;
  slug: string;
  path: string | null;
  image_id: number | null;
  starts_at: string | Date | null;
  total: string | number;
}

/** An event that has started is no longer found (its tickets are off sale, the lists drop it). */
export const notStarted = (now: Date): SQL => sql`(d.kind <> 'event' or d.starts_at is null or d.starts_at > ${now})`;

const categoryCondition = (category: SearchCategory): SQL => (category === 'events' ? sql`d.kind = 'event'` : sql`d.kind <> 'event'`);

function toHit(row: HitRow & { snippet: string }, lang: Lang): SearchHit {
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

type Match = 'words' | 'typos';

/**
 * Which documents a match finds and how it ranks them. `words`: the full-text query, ranked by
 * ts_rank over the weights. `typos`: the words of the corrected query (`q.query` is made of it) or
 * titles that hold the typed text give or take a letter (pg_trgm word similarity, as the
 * autocomplete does); asked only when the words found nothing, so a correctly typed query keeps its
 * ranking untouched.
 */
const MATCHES: Record<Match, { where: SQL; rank: SQL }> = {
  words: { where: sql`d.search @@ q.query`, rank: sql`ts_rank(d.search, q.query)` },
  typos: {
    where: sql`(d.search @@ q.query or q.norm <% d.title_norm)`,
    // Hits of the corrected words first, ranked as if typed right; titles near the typed text after.
    rank: sql`case when d.search @@ q.query then 1 + ts_rank(d.search, q.query) else word_similarity(q.norm, d.title_norm) end`,
  },
};

/** `query`: the full-text query of `words` (the typed text, or its correction); `norm`: the typed text for trigrams. */
const queryOf = (r: SearchRequest, words = r.text) =>
  sql`q as (select websearch_to_tsquery(search_config(${r.lang}), ${words}) as query, search_unaccent(lower(${r.text})) as norm)`;

async function rankedPage(db: Db, r: SearchRequest, match: Match, now: Date, words = r.text): Promise<{ rows: HitRow[]; count: number }> {
  const { where, rank } = MATCHES[match];
  const matches = sql`
    from search_documents d, q
    where ${inLanguage(r.lang)} and ${where} and ${searchDocumentVisible(now)} and ${notStarted(now)} and ${categoryCondition(r.category)}`;
  const result = await db.execute<HitRow>(sql`
    with ${queryOf(r, words)}
    select d.id, d.kind, d.entity_id, d.title, d.lead, d.body, d.slug, d.path, d.image_id, d.starts_at,
      coalesce(d.kind = 'event' and d.starts_at < ${now}, false) as past, ${rank} as rank, count(*) over () as total
    ${matches}
    order by past, rank desc, d.id
    limit ${r.size} offset ${(r.page - 1) * r.size}`);
  const rows = rowsOf<HitRow>(result);
  if (rows.length > 0 || r.page === 1) return { rows, count: rows[0] ? Number(rows[0].total) : 0 };
  // Past the last page: the window count had no row to ride on.
  const counted = await db.execute<{ n: string }>(sql`with ${queryOf(r, words)} select count(*) as n ${matches}`);
  return { rows, count: Number(rowsOf<{ n: string }>(counted)[0]?.n ?? 0) };
}

/** Snippets for the page's rows only, from their text with repeated sentences left out. */
async function snippets(db: Db, r: SearchRequest, rows: HitRow[], words: string): Promise<string[]> {
  if (rows.length === 0) return [];
  const texts = rows.map((row) => distinctSentences(`${row.lead} ${row.body}`) || row.title);
  const result = await db.execute<{ snippet: string }>(sql`
    with ${queryOf(r, words)}
    select ts_headline(search_config(${r.lang}), t.text, q.query, ${HEADLINE_OPTIONS}) as snippet
    from unnest(array[${sql.join(
      texts.map((text) => sql`${text}`),
      sql`, `,
    )}]::text[]) with ordinality as t(text, n), q
    order by t.n`);
  return rowsOf<{ snippet: string }>(result).map((row) => row.snippet);
}

/** One page of one category and its 'Meinten Sie …?'; images are media slots for the caller to resolve in one batch. */
export async function searchPage(db: Db, r: SearchRequest): Promise<SearchHits> {
  const now = r.now ?? serverNow();
  let words = r.text;
  let found = await rankedPage(db, r, 'words', now);
  let suggestion: string | null = null;
  if (found.count === 0) {
    const fixed = await fixedText(db, r.lang, r.text);
    if (fixed) words = fixed;
    found = await rankedPage(db, r, 'typos', now, words);
    // Offered only when it leads somewhere: a word of a hidden document never shows up here.
    if (fixed && found.count > 0) suggestion = fixed;
  }
  const marked = await snippets(db, r, found.rows, words);
  const facts = await eventAccessFacts(db, found.rows.filter((row) => row.kind === 'event').map((row) => row.entity_id), r.lang);
  const hits = found.rows.map((row, i) => ({ ...toHit({ ...row, snippet: marked[i] ?? '' }, r.lang), ...facts.get(row.kind === 'event' ? row.entity_id : -1) }));
  return { ...paginated(hits, found.count, { page: r.page, size: r.size }), suggestion };
}
