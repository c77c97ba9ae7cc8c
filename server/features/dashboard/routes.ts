/** The dashboard's routes (issue #12 point 4; common/api/dashboard.ts): one editor-only GET per section. */
import type { FastifyPluginAsync } from 'fastify';
import { dashboardUrl } from '../../../common/api/dashboard';
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
  app.get(dashboardUrl('activity'), options, () => activityDashboard(app.db));
  app.get(dashboardUrl('search'), options, () => searchDashboard(app.db));
  app.get(dashboardUrl('pagespeed'), options, () => pagespeedDashboard(app.db));
  app.get(dashboardUrl('status'), options, () => statusDashboard({ db: app.db, dataDir: app.config.dataDir, ticketshopUrl: app.config.ticketshopUrl, sync: app.ticketshop.sync }));
  app.get(dashboardUrl('service'), options, () => serviceDashboard(app.db));
  app.get(dashboardUrl('google'), options, () => googleDashboard(app.db));
  app.get(dashboardUrl('celum'), options, () => celumDashboard(app.db));
  app.get(dashboardUrl('version'), options, () => versionDashboard(app.database, app.config.distDir));
};

export default routes;
