/**
 * GET /{locale}/pageeditor-api/redirect (SPEC §7): the whole table, which the visitor app checks on
 * every navigation. Old paths carry their own language prefix, so one list serves both languages.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RedirectEntry } from '../../../common/api/types';
import { LOCALE_PARAMS, localeOf, type LocaleParams } from '../http/lang';
import { listRedirects } from './redirect-service';

const redirectRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: LocaleParams }>(
    '/:locale/pageeditor-api/redirect',
    { schema: { params: LOCALE_PARAMS }, config: { publicCache: true } },
    async (request): Promise<RedirectEntry[]> => {
      localeOf(request.params.locale);
      return listRedirects(app.db);
    },
  );
};

export default redirectRoutes;
