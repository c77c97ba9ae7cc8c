/**
 * The server's signing secret: SECRET_KEY when set; otherwise one generated on the first
 * start and kept in app_secrets, so every process behind the balancer signs and checks alike.
 * Each use derives its own key from it, so a token of one kind is never valid as another.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appSecrets } from '../db/schema';

const MASTER = 'master';

async function masterSecret(app: FastifyInstance): Promise<string> {
  if (app.config.secretKey) return app.config.secretKey;
  await app.db.insert(appSecrets).values({ name: MASTER, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await app.db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, MASTER));
  return row!.value;
}

/** The key for one purpose, derived from the master secret. */
export function deriveSecret(master: string, purpose: string): string {
  return createHmac('sha256', master).update(`venue:${purpose}`).digest('base64url');
}

export async function appSecret(app: FastifyInstance, purpose: string): Promise<string> {
  return deriveSecret(await masterSecret(app), purpose);
}
