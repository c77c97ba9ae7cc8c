/**
 * The language of a search statement as a literal from this fixed table (never from input), so the
 * planner can use that language's partial indexes (server/db/schema/search.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../../common/routes';

export const LANG_SQL: Record<Lang, SQL> = { de: sql`'de'`, en: sql`'en'` };

/** Documents of one language. */
export const inLanguage = (lang: Lang): SQL => sql`d.lang = ${LANG_SQL[lang]}`;
