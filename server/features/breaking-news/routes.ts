/** GET /api/breaking-news/ (?lang=) and /{locale}/api/breaking-news/ (SPEC §7): one page holding every alert. */
import type { FastifyPluginAsync } from 'fastify';
import type { BreakingNews, Paginated } from '../../../common/api/types';
import type { Lang } from '../../../common/routes';
import * as endpoints from '../../../common/api/endpoints';
import { LANG_QUERY } from '../../../common/api/query-schemas';
import { LOCALE_PARAMS, langOf, localeOf, type LangQuery, type LocaleParams } from '../http/lang';
import { serve } from '../http/serve';
import { loadBreakingNews } from './breaking-news-service';

const breakingNewsRoutes: FastifyPluginAsync = async (app) => {
  const list = async (lang: Lang): Promise<Paginated<BreakingNews>> => {
    const results = await loadBreakingNews(app.db, lang);
    return { count: results.length, next: null, previous: null, results };
  };
  serve(app, endpoints.breakingNews, { config: { publicCache: true } }, (_request, _reply, lang) => list(lang));
  // The same under `?lang=` (SPEC §7), and a 404 for any other language prefix; no app calls these.
  app.get<{ Querystring: LangQuery }>('/api/breaking-news/', { schema: { querystring: LANG_QUERY }, config: { publicCache: true } }, (request) =>
    list(langOf(request.query)),
  );
  app.get<{ Params: LocaleParams }>(
    '/:locale/api/breaking-news/',
    { schema: { params: LOCALE_PARAMS }, config: { publicCache: true } },
    async (request) => list(localeOf(request.params.locale)),
  );
};

export default breakingNewsRoutes;
