import type { LangUrls, Page } from '../../../common/api/types';
import { homePath, translatePath, type Lang } from '../../../common/routes';

/**
 * Where the language switch leads (ARCHITECTURE "Bilingual content"): a detail page (event,
 * production, person, venue, series, article, form) to its sibling's own address (`own`, from its
 * data: the slug differs per language), a CMS page to its sibling (`page.urls`), a route of the table
 * to the same route in the other language, anything else to the other language's home page. The
 * query (search `q`, the programme's filters) goes along, except to the home page.
 * The current language's own entry is this address with its query (it dropped `q` and filters).
 */
export function languageTarget(target: Lang, path: string, page: Page | null, search = '', own?: LangUrls | null, current?: Lang): string {
  if (target === current) return withQuery(path, search);
  const sibling = own?.[target] || page?.urls[target] || translatePath(path, target);
  if (!sibling) return homePath(target);
  return withQuery(sibling, search);
}

const withQuery = (path: string, search: string) => (search ? `${path}${search.startsWith('?') ? '' : '?'}${search}` : path);
