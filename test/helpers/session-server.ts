/**
 * A seeded production server with a live session for a visitor account (role 'user'), for browser
 * tests of the logged-in site. PGlite allows one process at a time: the server seeds its data folder
 * on a first start, stops, the session is written into that folder, then the server starts again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../common/api/cookies';
import { buildPath } from '../../common/routes';
import { openDatabase } from '../../server/db/client';
import { forms, users } from '../../server/db/schema';
import { createSession } from '../../server/plugins/session';
import { startServer, type RunningServer } from './server';

export const SESSION_VISITOR = { email: 'besucherin@example.org', username: 'besucherin', firstName: 'Mira', lastName: 'Sommer' } as const;

export interface SessionServer extends RunningServer {
  /** The cookies of a logged-in visitor: the session and the hint the visitor app reads. */
  sessionCookies: { name: string; value: string }[];
  /** The German address of the first online form. */
  formPath(): Promise<string>;
}

/** `env`: extra environment for the server (e.g. TICKETSHOP_URL of a simulator). */
export async function serverWithSession(env: Record<string, string> = {}): Promise<SessionServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'venue-session-'));
  const first = await startServer({ dataDir, env });
  await first.stop();
  const database = await openDatabase({ databaseUrl: null, dataDir });
  let token: string;
  let formPath: string;
  try {
    const [user] = await database.db.insert(users).values({ ...SESSION_VISITOR, role: 'user' }).returning();
    token = await createSession(database.db, user!.id);
    const [form] = await database.db.select().from(forms).where(eq(forms.isOnline, true)).orderBy(asc(forms.id)).limit(1);
    if (!form) throw new Error('The seed has no online form');
    formPath = buildPath('form', 'de', { slug: form.slug.de ?? '', id: String(form.id) });
  } finally {
    await database.close();
  }
  const server = await startServer({ dataDir, env });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    sessionCookies: [
      { name: SESSION_COOKIE, value: token },
      { name: SESSION_HINT_COOKIE, value: '1' },
    ],
    formPath: async () => formPath,
  };
}
