/** The search's strings: the lazy search chunks and the server's search page read them (ARCHITECTURE "Budgets"). */
import type { Lang } from '../routes';
import de from './de/search';
import en from './en/search';
import { namespace } from './namespace';

export const tSearch = namespace({ de, en });

/** The search page's headline and tab title (the tab showed only the site name). */
export function searchTitle(lang: Lang, q: string | null | undefined): string {
  const text = tSearch(lang);
  return q ? text.resultsFor({ query: q }) : text.title();
}
