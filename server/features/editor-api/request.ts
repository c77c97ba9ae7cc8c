/** What every editor route reads from its request: the language of the `/{locale}/` prefix and the signed-in editor. */
import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../../common/routes';
import { unauthorized } from '../../errors';
import type { SessionUser } from '../../plugins/session';
import { localeOf } from '../http/lang';

/** The language of an editor call: the first part of its route's path (one route per language, server/features/http/serve.ts). */
export const langOfRequest = (request: FastifyRequest): Lang => localeOf((request.routeOptions.url ?? '').split('/')[1] ?? '');

/** The editor of this request; the plugin's guard (app.requireEditor) has already answered 401/403 for anyone else. */
export async function editorOf(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  return user;
}

export const ID_PARAMS = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export { NULLABLE_DATE } from '../../../common/api/body-schemas';
