/**
 * Administrators see who is waiting to sign in and can lift it
 * (common/api/admin.ts SIGN_IN_LOCKS_URL; the hub shows them above the accounts list).
 * Decisions: DECISIONS "Security before launch: accounts".
 */
import type { FastifyPluginAsync } from 'fastify';
import { SIGN_IN_LOCKS_URL, type SignInLock } from '../../../common/api/admin';
import { clearLocks, listLocks } from './throttle';

const CLEAR_SCHEMA = {
  body: {
    type: 'object',
    required: ['keys'],
    additionalProperties: false,
    properties: { keys: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'string', minLength: 1, maxLength: 600 } } },
  },
} as const;

const lockRoutes: FastifyPluginAsync = async (app) => {
  const options = { preHandler: app.requireAdmin };
  app.get(SIGN_IN_LOCKS_URL, options, async (): Promise<SignInLock[]> => listLocks(app.db));
  app.delete<{ Body: { keys: string[] } }>(SIGN_IN_LOCKS_URL, { ...options, schema: CLEAR_SCHEMA }, async (request) => {
    const cleared = await clearLocks(app.db, request.body.keys);
    request.audit({ kind: 'sign-in-lock', action: 'delete', detail: { count: cleared } });
    return { cleared };
  });
};

export default lockRoutes;
