/**
 * GET /api/search/?query, /api/search/autocomplete/?query, /api/search/events/?query&page and
 * /api/search/others/?query&page (SPEC §7), each also under /{locale}/. The language is the
 * path prefix or `?lang=` (German when absent). Answers are never cached: an edit is searchable in
 * the very next request.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as endpoints from '../../../common/api/endpoints';
import { SEARCH_QUERY } from '../../../common/api/query-schemas';
import type { Db } from '../../db/client';
import { SEARCH_PAGE_SIZE, type AutocompleteResponse, type SearchCategory, type SearchOverview, type SearchPage } from '../../../common/api/search';
import { DEFAULT_LANG, type Lang } from '../../../common/routes';
import { localeOf } from '../http/lang';
import { resolveMedia } from '../media/image-obj';
import { suggestTitles } from './autocomplete';
import { countSearch } from './query-stats';
import { escapeHtml, searchQueryError, searchText, type SearchQuerystring } from './query-text';
import { serve } from '../http/serve';
import { searchPage } from './search-query';
import { SWEEP_INTERVAL_MS, WindowSweep } from './window-sweep';
import { nowMs } from '../../clock';
import { claimJob } from '../../jobs/claim';

interface SearchRoute {
  Querystring: SearchQuerystring;
  Params: { locale?: string };
}
type SearchRequest = FastifyRequest<SearchRoute>;


const langOf = (request: SearchRequest): Lang =>
  request.params.locale === undefined ? (request.query.lang ?? DEFAULT_LANG) : localeOf(request.params.locale);

const pageOf = (db: Db, lang: Lang, text: string, category: SearchCategory, page: number, now: Date) =>
  searchPage(db, { lang, text, category, page, size: SEARCH_PAGE_SIZE, now });

/** GET /api/search/: the first page of both categories for the query (as searchText made it). */
export async function searchOverview(db: Db, lang: Lang, text: string, now: Date): Promise<SearchOverview> {
  const [events, others] = await Promise.all([pageOf(db, lang, text, 'events', 1, now), pageOf(db, lang, text, 'others', 1, now)]);
  return resolveMedia(db, { query: escapeHtml(text), suggestion: events.suggestion ?? others.suggestion, events, others }, lang);
}

/** GET /api/search/{category}/: one page of one category. */
export async function searchCategoryPage(db: Db, lang: Lang, text: string, category: SearchCategory, page: number, now: Date): Promise<SearchPage> {
  const result = await pageOf(db, lang, text, category, page, now);
  return resolveMedia(db, { query: escapeHtml(text), ...result }, lang);
}

const searchRoutes: FastifyPluginAsync = async (app) => {
  const sweep = new WindowSweep(app.database, () => app.contentVersion.current());
  /** The server clock, once the index is current for it (window-sweep.ts); a failed sweep costs freshness, not the answer. */
  const indexedNow = async (request: FastifyRequest): Promise<Date> => {
    const now = nowMs();
    await sweep.ensure(now).catch((err: unknown) => request.log.error({ err }, 'search window sweep failed'));
    return new Date(now);
  };
  // The background pass, like the other jobs (server/jobs/claim.ts): one process a minute, whoever claims it.
  const background = async () => {
    if (await claimJob(app.db, 'search-window-sweep', SWEEP_INTERVAL_MS)) await sweep.ensure(nowMs());
  };
  const timer = setInterval(() => void background().catch((err: unknown) => app.log.error({ err }, 'search window sweep failed')), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  const options = { schema: { querystring: SEARCH_QUERY }, schemaErrorFormatter: searchQueryError };
  const overview = {
    ...options,
    // Counted after the answer is sent, so the visitor never waits for the dashboard's bookkeeping.
    onResponse: async (request: FastifyRequest<{ Querystring: SearchQuerystring }>, reply: FastifyReply) => {
      if (reply.statusCode !== 200) return;
      try {
        await countSearch(app.db, searchText(request.query.query));
      } catch (err) {
        request.log.error({ err }, 'search query not counted');
      }
    },
  };
  // Suggestions are the same for every visitor: kept in memory and by shared caches.
  const autocomplete = { ...options, config: { publicCache: true } };

  const answers = {
    overview: async (request: SearchRequest): Promise<SearchOverview> => searchOverview(app.db, langOf(request), searchText(request.query.query), await indexedNow(request)),
    autocomplete: async (request: SearchRequest): Promise<AutocompleteResponse> => ({
      data: await suggestTitles(app.db, langOf(request), searchText(request.query.query), await indexedNow(request)),
    }),
    page: (category: SearchCategory) => async (request: SearchRequest): Promise<SearchPage> =>
      searchCategoryPage(app.db, langOf(request), searchText(request.query.query), category, request.query.page ?? 1, await indexedNow(request)),
  };

  serve(app, endpoints.search, overview, answers.overview);
  serve(app, endpoints.searchAutocomplete, autocomplete, answers.autocomplete);
  serve(app, endpoints.searchEvents, options, answers.page('events'));
  serve(app, endpoints.searchOthers, options, answers.page('others'));

  // The same calls under the language (SPEC §7 "each also under /{locale}/"); no app calls these.
  const underLocale = (endpoint: { path: string }) => `/:locale${endpoint.path}`;
  app.get<SearchRoute>(underLocale(endpoints.search), overview, answers.overview);
  app.get<SearchRoute>(underLocale(endpoints.searchAutocomplete), autocomplete, answers.autocomplete);
  app.get<SearchRoute>(underLocale(endpoints.searchEvents), options, answers.page('events'));
  app.get<SearchRoute>(underLocale(endpoints.searchOthers), options, answers.page('others'));
};

export default searchRoutes;
