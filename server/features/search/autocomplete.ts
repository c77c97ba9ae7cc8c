/**
 * Autocomplete (SPEC §5: requested lowercased, for non-empty text): titles that hold every
 * typed word, the last one as a prefix, united with titles similar by trigrams to the whole input, so
 * a one-letter typo still finds its title; and the most frequent words of the documents that complete
 * the last typed word ('konz' → 'konzert'), unaccented on both sides so 'fuhr'
 * and 'führ' both complete to 'führung'. Deduplicated, best first, AUTOCOMPLETE_LIMIT. One statement,
 * each branch read through its index (GIN on titles, GIN trigram on title_norm and search_words.norm).
 */
import { sql } from 'drizzle-orm';
import { AUTOCOMPLETE_LIMIT } from '../../../common/api/search';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { queryWords, titlePrefixQuery } from './query-text';
import { LANG_SQL, inLanguage } from './lang-sql';
import { notStarted } from './search-query';
import { searchDocumentVisible } from '../visibility';
import { now as serverNow } from '../../clock';
import { rowsOf } from '../../db/rows';

/** Candidates read from each branch before merging; enough to fill the list after deduplication. */
const BRANCH_LIMIT = 40;
/** Word completions offered at most: titles keep most of the list. */
const WORD_LIMIT = 3;

export async function suggestTitles(db: Db, lang: Lang, text: string, now = serverNow()): Promise<string[]> {
  const lowered = text.toLowerCase();
  const prefix = titlePrefixQuery(lowered);
  const words = queryWords(lowered);
  const last = words.at(-1);
  // A prefix hit always ranks above a merely similar title: its score starts at 1.
  const prefixBranch = prefix
    ? sql`(select d.title, 1 + word_similarity(n.norm, d.title_norm) as score
          from search_documents d, n, (select to_tsquery(search_config(${lang}), ${prefix}) as query) q
          where ${inLanguage(lang)} and d.title_search @@ q.query and ${searchDocumentVisible(now)} and ${notStarted(now)}
          order by score desc limit ${BRANCH_LIMIT})
        union all`
    : sql``;
  // The typed words with the last one completed, scored like a title prefix hit a little less than
  // a perfect one, so a title that is the completion still comes first. Only words some visible
  // document holds: a word of an offline page is never suggested (one index probe per candidate).
  const wordBranch = last
    ? sql`(select concat_ws(' ', ${words.slice(0, -1).join(' ') || null}::text, c.word) as title, 1.5 + c.documents / (c.documents + 10.0) / 2 as score
          from (select w.word, w.documents from search_words w
            where w.lang = ${LANG_SQL[lang]} and w.norm like search_unaccent(${last}) || '%' and w.word <> ${last}
            order by w.documents desc, w.word limit ${BRANCH_LIMIT}) c
          where exists (select 1 from search_documents d
            where ${inLanguage(lang)} and d.search @@ plainto_tsquery(search_config(${lang}), c.word) and ${searchDocumentVisible(now)} and ${notStarted(now)})
          order by c.documents desc, c.word limit ${WORD_LIMIT})
        union all`
    : sql``;
  const result = await db.execute<{ title: string }>(sql`
    with n as (select search_unaccent(${lowered}) as norm)
    select title from (
      ${prefixBranch}
      ${wordBranch}
      (select d.title, word_similarity(n.norm, d.title_norm) as score
        from search_documents d, n
        where ${inLanguage(lang)} and n.norm <% d.title_norm and ${searchDocumentVisible(now)} and ${notStarted(now)}
        order by score desc limit ${BRANCH_LIMIT})
    ) candidates
    group by title
    order by max(score) desc, title
    limit ${AUTOCOMPLETE_LIMIT}`);
  return rowsOf<{ title: string }>(result).map((row) => row.title);
}
