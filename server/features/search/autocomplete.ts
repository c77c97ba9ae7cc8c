/**
 * Autocomplete (issue #5; SPEC §5: requested lowercased, for non-empty text): titles that hold every
 * typed word, the last one as a prefix, united with titles similar by trigrams to the whole input, so
 * a one-letter typo still finds its title. Titles only, deduplicated, best first, AUTOCOMPLETE_LIMIT.
 */
import { sql } from 'drizzle-orm';
import { AUTOCOMPLETE_LIMIT } from '../../../common/api/search';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { titlePrefixQuery } from './query-text';
import { inLanguage, notStarted } from './search-query';
import { searchDocumentVisible } from '../visibility';
import { now as serverNow } from '../../clock';

/** Candidates read from each branch before merging; enough to fill the list after deduplication. */
const BRANCH_LIMIT = 40;

export async function suggestTitles(db: Db, lang: Lang, text: string, now = serverNow()): Promise<string[]> {
  const lowered = text.toLowerCase();
  const prefix = titlePrefixQuery(lowered);
  // A prefix hit always ranks above a merely similar title: its score starts at 1.
  const prefixBranch = prefix
    ? sql`(select d.title, 1 + word_similarity(n.norm, d.title_norm) as score
          from search_documents d, n, (select to_tsquery(search_config(${lang}), ${prefix}) as query) q
          where ${inLanguage(lang)} and d.title_search @@ q.query and ${searchDocumentVisible(now)} and ${notStarted(now)}
          order by score desc limit ${BRANCH_LIMIT})
        union all`
    : sql``;
  const result = await db.execute<{ title: string }>(sql`
    with n as (select search_unaccent(${lowered}) as norm)
    select title from (
      ${prefixBranch}
      (select d.title, word_similarity(n.norm, d.title_norm) as score
        from search_documents d, n
        where ${inLanguage(lang)} and n.norm <% d.title_norm and ${searchDocumentVisible(now)} and ${notStarted(now)}
        order by score desc limit ${BRANCH_LIMIT})
    ) candidates
    group by title
    order by max(score) desc, title
    limit ${AUTOCOMPLETE_LIMIT}`);
  return (result as unknown as { rows: { title: string }[] }).rows.map((row) => row.title);
}
