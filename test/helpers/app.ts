/** Builds the real app on a fresh test database for API tests (STYLE 10: build, inject, close). */
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { createSession } from '../../server/plugins/session';
import { users } from '../../server/db/schema';
import { CSRF_COOKIE, CSRF_HEADER, SECURE_CSRF_COOKIE, SESSION_COOKIE } from '../../common/api/cookies';
import { signCsrfToken } from '../../server/plugins/csrf';
import { deriveSecret } from '../../server/plugins/secret';
import { createTestDatabase, TEST_DB, testDataDir } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** `logger`: pino options for a test that reads the log (test/api/log-redaction.test.ts); none by default. */
export async function createTestApp(env: Record<string, string> = {}, options: { logger?: AppOptions['logger'] } = {}): Promise<TestApp> {
  try {
    return await buildTestApp(env, options);
  } catch (error) {
    // uvu loses a `before` hook's error when the `after` hook then fails on the missing app
    // (`t.close` of undefined), so the cause is printed here before it is thrown on.
    console.error('createTestApp failed:', error);
    throw error;
  }
}

async function buildTestApp(env: Record<string, string>, { logger = false }: { logger?: AppOptions['logger'] }): Promise<TestApp> {
  const database = await createTestDatabase();
  // Tests write straight into the database and read through the app at once: on PostgreSQL the
  // notification of such a write may arrive a moment later, so the cache checks the version on every
  // hit there (test/api/serving.test.ts covers the notification between two instances).
  const config = loadConfig({
    DATA_DIR: await testDataDir(),
    SECRET_KEY: TEST_SECRET_KEY,
    ...(TEST_DB === 'postgres' ? { CACHE_RECHECK_MS: '0' } : {}),
    ...env,
  });
  const app = await buildApp({ config, database, logger });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Creates an editor with a live session; returns the cookie header to send. */
export async function loginAsEditor(t: TestApp, username = 'editor-test'): Promise<string> {
  const [user] = await t.database.db
    .insert(users)
    .values({ email: `${username}@example.org`, username, firstName: 'Erika', lastName: 'Muster', role: 'editor' })
    .returning();
  const token = await createSession(t.database.db, user!.id);
  return `${SESSION_COOKIE}=${token}`;
}

/** The apps of createTestApp sign with this, so csrfPair() can make tokens they accept. */
export const TEST_SECRET_KEY = 'test-secret-key-not-for-production';

/** Cookie and header pair that passes the CSRF check, over http and https (both cookie names). */
/** One token for every pair, so a cookie from one csrfPair() and the header of another still match. */
const TEST_CSRF_NONCE = 'test-csrf-nonce-01234567';

export function csrfPair(token = signCsrfToken(deriveSecret(TEST_SECRET_KEY, 'csrf'), TEST_CSRF_NONCE)): {
  cookie: string;
  headers: Record<string, string>;
} {
  return { cookie: `${CSRF_COOKIE}=${token}; ${SECURE_CSRF_COOKIE}=${token}`, headers: { [CSRF_HEADER]: token } };
}

/**
 * The pair for a signed-in user (the token is bound to the session). `session` is
 * the cookie as sessionAs / loginAsEditor return it (`sessionid=…`) or the bare value.
 */
export function csrfPairFor(session: string): ReturnType<typeof csrfPair> {
  const value = session.startsWith(`${SESSION_COOKIE}=`) ? session.slice(SESSION_COOKIE.length + 1).split(';')[0]! : session;
  return csrfPair(signCsrfToken(deriveSecret(TEST_SECRET_KEY, 'csrf'), TEST_CSRF_NONCE, value));
}
