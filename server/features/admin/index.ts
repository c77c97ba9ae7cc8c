/** The content admin: collection CRUD, form entries, OpenAPI, the hub's dashboard. */
import fp from 'fastify-plugin';
import auditRoutes from '../audit/routes';
import dashboardRoutes from '../dashboard/routes';
import formEntryRoutes from './form-entries-routes';
import routes from './routes';

export default fp(
  async (app) => {
    await app.register(routes);
    await app.register(formEntryRoutes);
    await app.register(dashboardRoutes);
    await app.register(auditRoutes);
  },
  { name: 'admin', dependencies: ['access', 'ticketshop'] },
);
