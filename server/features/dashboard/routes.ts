/** The dashboard's routes (common/api/dashboard.ts): one editor-only GET per section, each from its entry of the contract (common/api/endpoints/admin.ts). */
import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../common/api/endpoints/admin';
import { LANG_QUERY } from '../../../common/api/query-schemas';
import { canApprove } from '../../../common/roles';
import { langOf } from '../http/lang';
import { serve } from '../http/serve';
import { activityDashboard } from './activity';
import { celumDashboard } from './celum';
import { googleDashboard } from './google';
import { pagespeedDashboard } from './pagespeed';
import { searchDashboard } from './search';
import { serviceDashboard } from './service';
import { statusDashboard } from './status';
import { versionDashboard } from './version';

const routes: FastifyPluginAsync = async (app) => {
  const options = { preHandler: app.requireEditor, schema: { querystring: LANG_QUERY } };
  serve(app, endpoints.dashboardActivity, options, async (request) =>
    activityDashboard(app.db, new Date(), canApprove((await request.currentUser())?.role), langOf(request.query)),
  );
  serve(app, endpoints.dashboardSearch, options, () => searchDashboard(app.db));
  serve(app, endpoints.dashboardPagespeed, options, () => pagespeedDashboard(app.db));
  serve(app, endpoints.dashboardStatus, options, (request) =>
    statusDashboard({ db: app.db, dataDir: app.config.dataDir, ticketshopUrl: app.config.ticketshopUrl, sync: app.ticketshop.sync, lang: langOf(request.query) }),
  );
  serve(app, endpoints.dashboardService, options, () => serviceDashboard(app.db));
  serve(app, endpoints.dashboardGoogle, options, () => googleDashboard(app.db));
  serve(app, endpoints.dashboardCelum, options, (request) => celumDashboard(app.db, langOf(request.query)));
  serve(app, endpoints.dashboardVersion, options, () => versionDashboard(app.database, app.config.distDir));
};

export default routes;
