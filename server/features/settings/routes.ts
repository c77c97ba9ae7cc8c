/** GET /pageeditor-api/settings (SPEC §7). */
import type { FastifyPluginAsync } from 'fastify';
import type { SettingsResponse } from '../../../common/api/types';
import { LANG_QUERY, langOf, type LangQuery } from '../http/lang';
import { loadSettings } from './settings-service';

const settingsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: LangQuery }>(
    '/pageeditor-api/settings',
    { schema: { querystring: LANG_QUERY }, config: { publicCache: true } },
    async (request): Promise<SettingsResponse> => ({ status: 'ok', data: await loadSettings(app.db, langOf(request.query)) }),
  );
};

export default settingsRoutes;
