/** GET /pageeditor-api/nav (SPEC §7). */
import type { FastifyPluginAsync } from 'fastify';
import type { Navigation } from '../../../common/api/types';
import { LANG_QUERY, langOf, type LangQuery } from '../http/lang';
import { seesOffline } from '../http/viewer';
import { loadNavigation } from './nav-service';

const navRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: LangQuery }>(
    '/pageeditor-api/nav',
    { schema: { querystring: LANG_QUERY }, config: { publicCache: true } },
    async (request): Promise<Navigation> =>
      loadNavigation(app.db, langOf(request.query), { showOffline: seesOffline(await request.currentUser()) }),
  );
};

export default navRoutes;
