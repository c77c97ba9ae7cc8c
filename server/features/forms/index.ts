/**
 * Our own forms as one named plugin: `app.forms` (the notifier, swappable for tests and
 * for a real mail relay), the routes, and an unref'd timer that removes expired uploads and retries
 * the notification outbox.
 */
import fp from 'fastify-plugin';
import { mailDropNotifier, deliverPending, type Notifier } from './notifications';
import formRoutes from './routes';
import { removeExpiredTempFiles } from './temp-files';
import { jobFailures, jobRuns } from '../metrics/registry';

declare module 'fastify' {
  interface FastifyInstance {
    forms: { notifier: Notifier };
  }
}

/** How often the outbox is looked at (each failed row waits its own backoff, notifications.ts) and expired uploads go. */
export const OUTBOX_INTERVAL_MS = 60 * 1000;

export default fp(
  async (app) => {
    app.decorate('forms', { notifier: mailDropNotifier(app.config.dataDir) });

    const maintain = async () => {
      jobRuns.inc({ job: 'forms-maintenance' });
      try {
        await removeExpiredTempFiles(app.db, app.storage);
        await deliverPending(app.db, app.forms.notifier);
      } catch (error) {
        jobFailures.inc({ job: 'forms-maintenance' });
        app.log.error({ err: error }, 'forms maintenance failed');
      }
    };
    // At start-up too: notifications left pending by a crash or restart go out now, not in 15 minutes.
    app.addHook('onReady', async () => void maintain());
    const timer = setInterval(() => void maintain(), OUTBOX_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    await app.register(formRoutes);
  },
  { name: 'forms', dependencies: ['database', 'csrf', 'storage', 'limits'] },
);
