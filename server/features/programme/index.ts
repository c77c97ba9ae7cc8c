/** The programme's read API (SPEC §7): option lists, calendar, events, productions, ensemble, venues, series, teasers. */
import type { FastifyPluginAsync } from 'fastify';
import eventRoutes from './event-routes';
import optionRoutes from './options-routes';
import personRoutes from './person-routes';
import placeRoutes from './place-routes';
import productionRoutes from './production-routes';

const programmeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(optionRoutes);
  await app.register(eventRoutes);
  await app.register(productionRoutes);
  await app.register(personRoutes);
  await app.register(placeRoutes);
};

export default programmeRoutes;
