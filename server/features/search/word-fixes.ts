/**
 * 'Meinten Sie …?': the query with every word the index does not hold replaced
 * by the index's most similar word of about its length (pg_trgm similarity on the unaccented word, the
 * more frequent word first on a tie), from search_words, which a trigger keeps in step with search_documents.
 * Decisions: DECISIONS "Search that forgives".
 */
import { sql } from 'drizzle-orm';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { queryWords } from './query-text';
import { LANG_SQL } from './lang-sql';
import { rowsOf } from '../../db/rows';

/** Words shorter than this are left as typed: too few trigrams to tell a typo from another word. */
const MIN_FIXED_LENGTH = 4;
/**
 * A typo adds, drops or swaps a letter or two: a much shorter or longer word is another word, even
 * when it shares many trigrams ('morgenrotwal' is not a misspelt 'morgen').
 */
const MAX_LENGTH_CHANGE = 2;

/** The corrected query (its words, single-spaced), or null when every word is the index's own. */
export async function fixedText(db: Db, lang: Lang, text: string): Promise<string | null> {
  const words = queryWords(text);
  if (!words.some((word) => word.length >= MIN_FIXED_LENGTH)) return null;
  const l = LANG_SQL[lang];
  // One statement: per word, the word itself when the index holds it, else its nearest neighbour.
  const result = await db.execute<{ word: string }>(sql`
    select coalesce(
      (select w.word from search_words w where w.lang = ${l} and w.word = t.word),
      case when char_length(t.word) >= ${MIN_FIXED_LENGTH} then
        (select w.word from search_words w
          where w.lang = ${l} and w.norm % search_unaccent(t.word)
            and abs(char_length(w.word) - char_length(t.word)) <= ${MAX_LENGTH_CHANGE}
          order by similarity(w.norm, search_unaccent(t.word)) desc, w.documents desc, w.word
          limit 1)
      end,
      t.word) as word
    from unnest(array[${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]) with ordinality as t(word, n)
    order by t.n`);
  const fixed = rowsOf<{ word: string }>(result).map((row) => row.word);
  return fixed.some((word, i) => word !== words[i]) ? fixed.join(' ') : null;
}
