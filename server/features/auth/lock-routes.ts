/**
 * Administrators see who is waiting to sign in and can lift it
 * (common/api/endpoints/admin.ts; the hub shows them above the accounts list).
 * Decisions: DECISIONS "Security before launch: accounts".
 */
import type { FastifyPluginAsync } from 'fastify';
import { SIGN_IN_LOCKS_CLEAR_BODY } from '../../../common/api/body-schemas';
import * as endpoints from '../../../common/api/endpoints/admin';
import { serve } from '../http/serve';
import { clearLocks, listLocks } from './throttle';

const lockRoutes: FastifyPluginAsync = async (app) => {
  const options = { preHandler: app.requireAdmin };
  serve(app, endpoints.signInLocks, options, async () => listLocks(app.db));
  serve(app, endpoints.clearSignInLocks, { ...options, schema: { body: SIGN_IN_LOCKS_CLEAR_BODY } }, async (request) => {
    const cleared = await clearLocks(app.db, request.body.keys);
    request.audit({ kind: 'sign-in-lock', action: 'delete', detail: { count: cleared } });
    return { cleared };
  });
};

export default lockRoutes;
