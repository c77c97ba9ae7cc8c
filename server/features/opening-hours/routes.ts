/** GET /api/opening-hours-today/ (?lang=) and /{locale}/api/opening-hours-today/ (SPEC §7, language-aware). */
import type { FastifyPluginAsync } from 'fastify';
import type { OpeningHoursToday } from '../../../common/api/types';
import * as endpoints from '../../../common/api/endpoints';
import { LANG_QUERY } from '../../../common/api/query-schemas';
import { LOCALE_PARAMS, langOf, localeOf, type LangQuery, type LocaleParams } from '../http/lang';
import { serve } from '../http/serve';
import { loadOpeningHoursToday } from './opening-hours-service';

const openingHoursRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.openingHoursToday, { config: { publicCache: true } }, (_request, _reply, lang) => loadOpeningHoursToday(app.db, lang));
  // The same under `?lang=` (SPEC §7), and a 404 for any other language prefix; no app calls these.
  app.get<{ Querystring: LangQuery }>('/api/opening-hours-today/', { schema: { querystring: LANG_QUERY }, config: { publicCache: true } }, (request) =>
    loadOpeningHoursToday(app.db, langOf(request.query)),
  );
  app.get<{ Params: LocaleParams }>(
    '/:locale/api/opening-hours-today/',
    { schema: { params: LOCALE_PARAMS }, config: { publicCache: true } },
    async (request): Promise<OpeningHoursToday> => loadOpeningHoursToday(app.db, localeOf(request.params.locale)),
  );
};

export default openingHoursRoutes;
