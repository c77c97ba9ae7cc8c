import { eq } from 'drizzle-orm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SESSION_COOKIE } from '../../common/api/cookies';
import { sessions, users } from '../../server/db/schema';
import { SESSION_ABSOLUTE_S, SESSION_IDLE_S, createSession, hashToken } from '../../server/plugins/session';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let userId: number;

test.before(async () => {
  t = await createTestApp();
  const [user] = await t.database.db.insert(users).values({ username: 'dora', email: 'dora@example.org', role: 'editor' }).returning();
  userId = user!.id;
});
test.after(() => t.close());

const userCall = (token: string) => t.app.inject({ url: '/pageeditor-api/user', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
const minutes = (n: number) => n * 60 * 1000;

test('a session ends 2 hours after its last request (idle)', async () => {
  const token = await createSession(t.database.db, userId, new Date(Date.now() - SESSION_IDLE_S * 1000 - minutes(1)));
  assert.is((await userCall(token)).statusCode, 401);
});

test('each request moves the idle end on, but never past the absolute end', async () => {
  const token = await createSession(t.database.db, userId, new Date(Date.now() - minutes(90)));
  assert.is((await userCall(token)).statusCode, 200);
  const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, hashToken(token)));
  assert.ok(row!.expiresAt.getTime() > Date.now() + minutes(115), 'idle end about 2 hours from now');
  assert.ok(row!.expiresAt.getTime() <= row!.absoluteExpiresAt.getTime());
});

test('a session ends 12 hours after sign-in however busy (absolute)', async () => {
  const token = await createSession(t.database.db, userId, new Date(Date.now() - SESSION_ABSOLUTE_S * 1000 - minutes(1)));
  await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() + minutes(60)) }).where(eq(sessions.id, hashToken(token)));
  assert.is((await userCall(token)).statusCode, 401);
});

test('an editor call with an ended session answers 401 so the editor can open its login modal', async () => {
  const token = await createSession(t.database.db, userId, new Date(Date.now() - SESSION_ABSOLUTE_S * 1000 - minutes(1)));
  const res = await t.app.inject({ url: '/de/pageeditor-api/media/', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
  assert.is(res.statusCode, 401);
});

test.run();
