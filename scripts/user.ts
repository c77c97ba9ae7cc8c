/**
 * `npm run user -- --username anna --email anna@example.org --role editor [--password …]`: creates
 * the account, or resets the one with that user name. Without --password it asks
 * for one without echoing it. Uses the server's config and database (DATA_DIR or DATABASE_URL);
 * with PGlite, stop the server first: it is single-process.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ROLES, type Role } from '../common/roles';
import { loadConfig } from '../server/config';
import { runMain } from './run-main';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { saveAccount } from '../server/features/auth/accounts';

const USAGE = `Usage: npm run user -- --username NAME [--email ADDRESS] [--role ${ROLES.join('|')}] [--password SECRET] [--first-name X] [--last-name Y] [--reset-2fa]
Creates the account (role editor unless given) or changes the given fields of an existing one.
Without --password you are asked for one (a new password ends the account's sessions); --no-password keeps it.
--reset-2fa removes the account's two-factor sign-in (a lost phone) and ends its sessions; it asks for no password.`;

/** Reads a line from the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    output._writeToOutput = (s: string) => {
      if (s.includes(question)) process.stdout.write(s);
    };
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      'no-password': { type: 'boolean' },
      'reset-2fa': { type: 'boolean' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.username) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  if (values.role !== undefined && !(ROLES as readonly string[]).includes(values.role)) {
    console.error(`--role must be one of: ${ROLES.join(', ')}`);
    return 2;
  }
  let password = values.password;
  if (password === undefined && !values['no-password'] && !values['reset-2fa']) {
    if (!process.stdin.isTTY) {
      console.error('No terminal to ask for the password: give --password or --no-password.');
      return 2;
    }
    password = await askHidden('Password: ');
    if ((await askHidden('Repeat the password: ')) !== password) {
      console.error('The passwords differ.');
      return 1;
    }
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const result = await saveAccount(database.db, {
      username: values.username,
      ...(values.email !== undefined ? { email: values.email } : {}),
      ...(values.role !== undefined ? { role: values.role as Role } : {}),
      ...(password !== undefined ? { password } : {}),
      ...(values['first-name'] !== undefined ? { firstName: values['first-name'] } : {}),
      ...(values['last-name'] !== undefined ? { lastName: values['last-name'] } : {}),
      ...(values['reset-2fa'] ? { resetTwoFactor: true } : {}),
    });
    console.log(`${result.created ? 'Created' : 'Updated'} account ${values.username} (id ${result.id}).`);
    if (values['reset-2fa'] && !result.created) console.log('Two-factor sign-in removed and sessions ended: the account signs in with its password and can set 2FA up again.');
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

runMain(main);
