/** The content admin (issue #12): collection CRUD, form entries, OpenAPI. */
import fp from 'fastify-plugin';
import formEntryRoutes from './form-entries-routes';
import routes from './routes';

export default fp(
  async (app) => {
    await app.register(routes);
    await app.register(formEntryRoutes);
  },
  { name: 'admin', dependencies: ['access', 'ticketshop'] },
);
