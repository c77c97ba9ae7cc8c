/** GET /api/opening-hours-today/ (?lang=) and /{locale}/api/opening-hours-today/ (SPEC §7, language-aware). */
import type { FastifyPluginAsync } from 'fastify';
import type { OpeningHoursToday } from '../../../common/api/types';
import { LANG_QUERY, LOCALE_PARAMS, langOf, localeOf, type LangQuery, type LocaleParams } from '../http/lang';
import { loadOpeningHoursToday } from './opening-hours-service';

const openingHoursRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: LangQuery }>(
    '/api/opening-hours-today/',
    { schema: { querystring: LANG_QUERY }, config: { publicCache: true } },
    async (request): Promise<OpeningHoursToday> => loadOpeningHoursToday(app.db, langOf(request.query)),
  );
  app.get<{ Params: LocaleParams }>(
    '/:locale/api/opening-hours-today/',
    { schema: { params: LOCALE_PARAMS }, config: { publicCache: true } },
    async (request): Promise<OpeningHoursToday> => loadOpeningHoursToday(app.db, localeOf(request.params.locale)),
  );
};

export default openingHoursRoutes;
