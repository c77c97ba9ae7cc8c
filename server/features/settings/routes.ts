/** GET /pageeditor-api/settings (SPEC §7). */
import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../common/api/endpoints';
import { LANG_QUERY } from '../../../common/api/query-schemas';
import { langOf } from '../http/lang';
import { serve } from '../http/serve';
import { loadSettings } from './settings-service';

const settingsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.settings, { schema: { querystring: LANG_QUERY }, config: { publicCache: true } }, async (request) => ({
    status: 'ok' as const,
    data: await loadSettings(app.db, langOf(request.query)),
  }));
};

export default settingsRoutes;
