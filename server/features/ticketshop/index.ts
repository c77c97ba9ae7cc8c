/**
 * The ticket-shop capability (ARCHITECTURE "Ticket shop"): `app.ticketshop` holds
 * the one client and the ticketing sync job (the event page calls `refreshIfStale`), and the
 * add-to-cart route. The sync starts once the app is ready and stops when it closes; without a
 * configured shop nothing runs and the cart answers that the shop is not reachable.
 */
import fp from 'fastify-plugin';
import { claimJob } from '../../jobs/claim';
import cartRoutes from './cart-routes';
import { createTicketshopClient, type TicketshopClient } from './client';
import { createSyncJob, type SyncJob } from './sync-job';

declare module 'fastify' {
  interface FastifyInstance {
    ticketshop: { client: TicketshopClient; sync: SyncJob };
  }
}

export default fp(
  async (app) => {
    const client = createTicketshopClient({ baseUrl: app.config.ticketshopUrl });
    const sync = createSyncJob({ db: app.db, client, log: app.log, claim: (name, periodMs) => claimJob(app.db, name, periodMs) });
    app.decorate('ticketshop', { client, sync });
    if (app.config.ticketshopUrl) app.addHook('onReady', async () => sync.start());
    app.addHook('onClose', () => sync.stop());
    await app.register(cartRoutes);
  },
  { name: 'ticketshop', dependencies: ['database', '@fastify/cookie'] },
);
