/** The dashboard's routes (common/api/dashboard.ts): one editor-only GET per section. */
import type { FastifyPluginAsync } from 'fastify';
import { dashboardUrl } from '../../../common/api/dashboard';
import { canApprove } from '../../../common/roles';
import { LANG_QUERY, langOf, type LangQuery } from '../http/lang';
import { activityDashboard } from './activity';
import { celumDashboard } from './celum';
import { googleDashboard } from './google';
import { pagespeedDashboard } from './pagespeed';
import { searchDashboard } from './search';
import { serviceDashboard } from './service';
import { statusDashboard } from './status';
import { versionDashboard } from './version';

const routes: FastifyPluginAsync = async (app) => {
  const options = { preHandler: app.requireEditor };
  app.get<{ Querystring: LangQuery }>(dashboardUrl('activity'), { ...options, schema: { querystring: LANG_QUERY } }, async (request) =>
    activityDashboard(app.db, new Date(), canApprove((await request.currentUser())?.role), langOf(request.query)),
  );
  app.get(dashboardUrl('search'), options, () => searchDashboard(app.db));
  app.get(dashboardUrl('pagespeed'), options, () => pagespeedDashboard(app.db));
  const inLang = { ...options, schema: { querystring: LANG_QUERY } };
  app.get<{ Querystring: LangQuery }>(dashboardUrl('status'), inLang, (request) =>
    statusDashboard({ db: app.db, dataDir: app.config.dataDir, ticketshopUrl: app.config.ticketshopUrl, sync: app.ticketshop.sync, lang: langOf(request.query) }),
  );
  app.get(dashboardUrl('service'), options, () => serviceDashboard(app.db));
  app.get(dashboardUrl('google'), options, () => googleDashboard(app.db));
  app.get<{ Querystring: LangQuery }>(dashboardUrl('celum'), inLang, (request) => celumDashboard(app.db, langOf(request.query)));
  app.get(dashboardUrl('version'), options, () => versionDashboard(app.database, app.config.distDir));
};

export default routes;
