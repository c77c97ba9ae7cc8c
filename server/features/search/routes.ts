/**
 * GET /api/search/?query, /api/search/autocomplete/?query, /api/search/events/?query&page and
 * /api/search/others/?query&page (SPEC §7; issue #5), each also under /{locale}/. The language is the
 * path prefix or `?lang=` (German when absent). Answers are never cached: an edit is searchable in
 * the very next request.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { SEARCH_PAGE_SIZE, type AutocompleteResponse, type SearchCategory, type SearchOverview, type SearchPage } from '../../../common/api/search';
import { DEFAULT_LANG, type Lang } from '../../../common/routes';
import { localeOf } from '../http/lang';
import { resolveMedia } from '../media/image-obj';
import { lowerBound } from '../programme/berlin-day';
import { suggestTitles } from './autocomplete';
import { countSearch } from './query-stats';
import { SEARCH_QUERYSTRING, escapeHtml, searchQueryError, searchText, type SearchQuerystring } from './query-text';
import { searchPage } from './search-query';

type SearchRequest = FastifyRequest<{ Querystring: SearchQuerystring; Params: { locale?: string } }>;

const langOf = (request: SearchRequest): Lang =>
  request.params.locale === undefined ? (request.query.lang ?? DEFAULT_LANG) : localeOf(request.params.locale);

const PREFIXES = ['/api/search', '/:locale/api/search'] as const;

const pageOf = (db: Db, lang: Lang, text: string, category: SearchCategory, page: number) =>
  searchPage(db, { lang, text, category, page, size: SEARCH_PAGE_SIZE, today: lowerBound(undefined).from });

/** GET /api/search/: the first page of both categories for the query (as searchText made it). */
export async function searchOverview(db: Db, lang: Lang, text: string): Promise<SearchOverview> {
  const [events, others] = await Promise.all([pageOf(db, lang, text, 'events', 1), pageOf(db, lang, text, 'others', 1)]);
  return resolveMedia(db, { query: escapeHtml(text), events, others }, lang);
}

/** GET /api/search/{category}/: one page of one category. */
export async function searchCategoryPage(db: Db, lang: Lang, text: string, category: SearchCategory, page: number): Promise<SearchPage> {
  const result = await pageOf(db, lang, text, category, page);
  return resolveMedia(db, { query: escapeHtml(text), ...result }, lang);
}

const searchRoutes: FastifyPluginAsync = async (app) => {
  const options = { schema: { querystring: SEARCH_QUERYSTRING }, schemaErrorFormatter: searchQueryError };

  for (const prefix of PREFIXES) {
    app.get<{ Querystring: SearchQuerystring; Params: { locale?: string } }>(
      `${prefix}/`,
      {
        ...options,
        // Counted after the answer is sent, so the visitor never waits for the dashboard's bookkeeping.
        onResponse: async (request, reply) => {
          if (reply.statusCode !== 200) return;
          try {
            await countSearch(app.db, searchText(request.query.query));
          } catch (err) {
            request.log.error({ err }, 'search query not counted');
          }
        },
      },
      async (request): Promise<SearchOverview> => searchOverview(app.db, langOf(request), searchText(request.query.query)),
    );

    // Suggestions are the same for every visitor: kept in memory and by shared caches (issue #13).
    app.get<{ Querystring: SearchQuerystring; Params: { locale?: string } }>(`${prefix}/autocomplete/`, { ...options, config: { publicCache: true } }, async (request): Promise<AutocompleteResponse> => {
      return { data: await suggestTitles(app.db, langOf(request), searchText(request.query.query)) };
    });

    for (const category of ['events', 'others'] as const) {
      app.get<{ Querystring: SearchQuerystring; Params: { locale?: string } }>(`${prefix}/${category}/`, options, async (request): Promise<SearchPage> =>
        searchCategoryPage(app.db, langOf(request), searchText(request.query.query), category, request.query.page ?? 1),
      );
    }
  }
};

export default searchRoutes;
