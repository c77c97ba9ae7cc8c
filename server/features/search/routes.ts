/**
 * GET /api/search/?query, /api/search/autocomplete/?query, /api/search/events/?query&page and
 * /api/search/others/?query&page (SPEC §7; issue #5), each also under /{locale}/. The language is the
 * path prefix or `?lang=` (German when absent). Answers are never cached: an edit is searchable in
 * the very next request.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SEARCH_PAGE_SIZE, type AutocompleteResponse, type SearchCategory, type SearchOverview, type SearchPage } from '../../../common/api/search';
import { DEFAULT_LANG, type Lang } from '../../../common/routes';
import { localeOf } from '../http/lang';
import { resolveMedia } from '../media/image-obj';
import { suggestTitles } from './autocomplete';
import { countQuery } from './query-stats';
import { SEARCH_QUERYSTRING, escapeHtml, searchQueryError, searchText, type SearchQuerystring } from './query-text';
import { searchPage } from './search-query';
import { SWEEP_INTERVAL_MS, WindowSweep } from './window-sweep';
import { nowMs } from '../../clock';
import { claimJob } from '../../jobs/claim';

type SearchRequest = FastifyRequest<{ Querystring: SearchQuerystring; Params: { locale?: string } }>;

const langOf = (request: SearchRequest): Lang =>
  request.params.locale === undefined ? (request.query.lang ?? DEFAULT_LANG) : localeOf(request.params.locale);

const PREFIXES = ['/api/search', '/:locale/api/search'] as const;

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

  const options = { schema: { querystring: SEARCH_QUERYSTRING }, schemaErrorFormatter: searchQueryError };
  const page = async (request: SearchRequest, category: SearchCategory, pageNumber: number) =>
    searchPage(app.db, { lang: langOf(request), text: searchText(request.query.query), category, page: pageNumber, size: SEARCH_PAGE_SIZE, now: await indexedNow(request) });

  for (const prefix of PREFIXES) {
    app.get<{ Querystring: SearchQuerystring; Params: { locale?: string } }>(
      `${prefix}/`,
      {
        ...options,
        // Counted after the answer is sent, so the visitor never waits for the dashboard's bookkeeping.
        onResponse: async (request, reply) => {
          if (reply.statusCode !== 200) return;
          try {
            await countQuery(app.db, searchText(request.query.query));
          } catch (err) {
            request.log.error({ err }, 'search query not counted');
          }
        },
      },
      async (request): Promise<SearchOverview> => {
        const lang = langOf(request);
        const text = searchText(request.query.query);
        const [events, others] = await Promise.all([page(request, 'events', 1), page(request, 'others', 1)]);
        return resolveMedia(app.db, { query: escapeHtml(text), suggestion: events.suggestion ?? others.suggestion, events, others }, lang);
      },
    );

    // Suggestions are the same for every visitor: kept in memory and by shared caches (issue #13).
    app.get<{ Querystring: SearchQuerystring; Params: { locale?: string } }>(`${prefix}/autocomplete/`, { ...options, config: { publicCache: true } }, async (request): Promise<AutocompleteResponse> => {
      return { data: await suggestTitles(app.db, langOf(request), searchText(request.query.query), await indexedNow(request)) };
    });

    for (const category of ['events', 'others'] as const) {
      app.get<{ Querystring: SearchQuerystring; Params: { locale?: string } }>(`${prefix}/${category}/`, options, async (request): Promise<SearchPage> => {
        const lang = langOf(request);
        const text = searchText(request.query.query);
        const result = await page(request, category, request.query.page ?? 1);
        return resolveMedia(app.db, { query: escapeHtml(text), ...result }, lang);
      });
    }
  }
};

export default searchRoutes;
