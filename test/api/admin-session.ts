/** Sessions and calls for the admin's API tests: an editor, an admin, and JSON requests with CSRF. */
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../../server/db/schema';
import { createSession } from '../../server/plugins/session';
import { SESSION_COOKIE } from '../../common/api/cookies';
import type { Role } from '../../common/roles';
import { csrfPairFor, type TestApp } from '../helpers/app';

export async function sessionAs(t: TestApp, username: string, role: Role): Promise<string> {
  const [user] = await t.database.db.insert(users).values({ email: `${username}@example.org`, username, role }).returning();
  return `${SESSION_COOKIE}=${await createSession(t.database.db, user!.id)}`;
}

export interface Caller {
  get(url: string): Promise<LightMyRequestResponse>;
  send(method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<LightMyRequestResponse>;
}

export function caller(t: TestApp, session: string): Caller {
  const csrf = csrfPairFor(session);
  return {
    get: (url) => t.app.inject({ url, headers: { cookie: session } }),
    send: (method, url, body) =>
      t.app.inject({ method, url, headers: { cookie: `${session}; ${csrf.cookie}`, ...csrf.headers, ...(body !== undefined && { 'content-type': 'application/json' }) }, ...(body !== undefined && { payload: JSON.stringify(body) }) }),
  };
}
