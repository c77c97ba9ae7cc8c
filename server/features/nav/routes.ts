/** GET /pageeditor-api/nav (SPEC §7). */
import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../common/api/endpoints';
import { LANG_QUERY } from '../../../common/api/query-schemas';
import { langOf } from '../http/lang';
import { serve } from '../http/serve';
import { seesOffline } from '../http/viewer';
import { loadNavigation } from './nav-service';

const navRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.nav, { schema: { querystring: LANG_QUERY }, config: { publicCache: true } }, async (request) =>
    loadNavigation(app.db, langOf(request.query), { showOffline: seesOffline(await request.currentUser()) }),
  );
};

export default navRoutes;
