/**
 * 'Veröffentlichen am …': every process looks for due pages every
 * PUBLISH_CHECK_MS; publishDue claims each page in its own transaction, so with several processes
 * every page is published exactly once. Content caches follow through the database (content version).
 * Decisions: DECISIONS "Drafts, publishing and the starting point".
 */
import fp from 'fastify-plugin';
import { publishDue } from './draft-service';

export const PUBLISH_CHECK_MS = 15_000;

export default fp(
  async (app) => {
    let timer: NodeJS.Timeout | null = null;
    const run = async () => {
      try {
        const done = await publishDue(app.db);
        if (done.length) app.log.info({ pages: done }, 'published scheduled drafts');
      } catch (error) {
        app.log.error({ err: error }, 'scheduled publishing failed');
      }
    };
    app.addHook('onReady', async () => {
      timer = setInterval(() => void run(), PUBLISH_CHECK_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'publish-job', dependencies: ['database'] },
);
