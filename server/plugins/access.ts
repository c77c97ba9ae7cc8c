/**
 * Who may call a route (ARCHITECTURE "Sessions", SPEC §6): `preHandler: app.requireEditor` answers 401
 * to visitors without a session (the editor opens its login modal on it, SPEC §4) and 403 to accounts
 * whose role lacks the right; `app.requireAdmin` does the same for users and site settings.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { canAdminister, canEdit, type Role } from '../../common/roles';
import { forbidden, unauthorized } from '../errors';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: an editor or admin is signed in. */
    requireEditor: Guard;
    /** preHandler: an admin is signed in. */
    requireAdmin: Guard;
  }
}

/** SPEC §8 asks for `{message, statusCode}`; these are the texts an editor reads in the alert. */
export const ACCESS_MESSAGES = {
  editorOnly: 'Only editors may do this.',
  adminOnly: 'Only administrators may do this.',
} as const;

function guard(allowed: (role: Role) => boolean, message: string): Guard {
  return async (request) => {
    const user = await request.currentUser();
    if (!user) throw unauthorized();
    if (!allowed(user.role)) throw forbidden(message);
  };
}

export default fp(
  async (app) => {
    app.decorate('requireEditor', guard(canEdit, ACCESS_MESSAGES.editorOnly));
    app.decorate('requireAdmin', guard(canAdminister, ACCESS_MESSAGES.adminOnly));
  },
  { name: 'access', dependencies: ['session'] },
);
