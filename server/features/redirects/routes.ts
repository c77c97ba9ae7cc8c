/**
 * GET /{locale}/pageeditor-api/redirect (SPEC §7): the whole table, which the visitor app checks on
 * every navigation. Old paths carry their own language prefix, so one list serves both languages.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../common/api/endpoints';
import { serve } from '../http/serve';
import { listRedirects } from './redirect-service';

const redirectRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.redirects, { config: { publicCache: true } }, () => listRedirects(app.db));
};

export default redirectRoutes;
