/**
 * The seeded editor's password: no account with a published password. It comes
 * from INITIAL_PASSWORD, or is generated on the first start, printed once and written to a file in
 * DATA_DIR that only the server's user may read.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../config';
import type { Db } from '../db/client';
import { MIN_PASSWORD_LENGTH } from '../features/auth/accounts';
import { seed } from './index';
import { DEMO_EDITOR } from './site';

export const INITIAL_PASSWORD_FILE = 'initial-password.txt';

export interface InitialPassword {
  password: string;
  /** True when nobody chose it: it must be shown once (announceInitialPassword). */
  generated: boolean;
}

export function initialPassword(env: NodeJS.ProcessEnv = process.env): InitialPassword {
  const given = env.INITIAL_PASSWORD;
  if (given) {
    if (given.length < MIN_PASSWORD_LENGTH) throw new ConfigError(`INITIAL_PASSWORD needs at least ${MIN_PASSWORD_LENGTH} characters.`);
    return { password: given, generated: false };
  }
  // 18 random bytes: 24 URL-safe characters, 144 bits; nobody guesses it and it survives copy-paste.
  return { password: randomBytes(18).toString('base64url'), generated: true };
}

/** Writes a generated password to DATA_DIR (mode 0600) and prints it once; returns the file's path. */
export async function announceInitialPassword(dataDir: string, username: string, password: string): Promise<string> {
  const file = path.join(dataDir, INITIAL_PASSWORD_FILE);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${username}\n${password}\n`, { mode: 0o600 });
  // The mode above applies only to a new file: a left-over one is narrowed too.
  await chmod(file, 0o600);
  console.log(`Seeded the editor account "${username}" with the generated password: ${password}\n(also in ${file}, readable only by this user; delete it once noted, and create admins with \`npm run user -- --role admin\`).`);
  return file;
}

/** Seeds an empty database (server start, `npm run seed`) and shows a generated password once. */
export async function seedWithInitialAccount(db: Db, dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { password, generated } = initialPassword(env);
  const { editorCreated } = await seed(db, { dataDir, editorPassword: password });
  if (editorCreated && generated) await announceInitialPassword(dataDir, DEMO_EDITOR.username, password);
  else if (editorCreated) console.log(`Seeded the editor account "${DEMO_EDITOR.username}" with the password from INITIAL_PASSWORD.`);
}
