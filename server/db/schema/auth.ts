/** Editors and their server-side sessions (ARCHITECTURE "Sessions"). */
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES } from '../../../common/roles';
import { createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** scrypt, as "scrypt$N$salt$hash"; empty means the account cannot log in with a password. */
    passwordHash: text('password_hash').notNull().default(''),
    /** What the account may do (ARCHITECTURE "Sessions"): see `common/roles.ts`. */
    role: text('role', { enum: ROLES }).notNull().default('user'),
    hasDashboardOnlineAccess: boolean('has_dashboard_online_access').notNull().default(false),
    /** Locked by an administrator: no sign-in, and its sessions stop counting at once. */
    isLocked: boolean('is_locked').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email), uniqueIndex('users_username_idx').on(t.username)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the `sessionid` cookie value: a leaked table does not leak live sessions. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Idle end: 2 hours after the last request, moved on as the editor works. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Absolute end: 12 hours after sign-in, whatever the activity. */
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Sign-in throttle counters, one row per key: `pair:<name as typed, lowercased>|<address>`
 * and `ip:<address>`. A try claims its place by an atomic increment before the password is checked
 * (so parallel guesses get exactly the allowed number) and a success gives it back. Failures of one
 * name from other addresses never lock it for an address that did not fail (throttle.ts).
 */
export const signInThrottle = pgTable(
  'sign_in_throttle',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    /** The name tried (lowercased), null on an address's own row. */
    account: text('account'),
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    /** Start of the counting window; a try after the window starts a new count. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sign_in_throttle_key_idx').on(t.key), index('sign_in_throttle_account_idx').on(t.account, t.windowStart)],
);

/**
 * Two-factor sign-in: one TOTP secret per account, sealed with a key derived from
 * the server's secret (server/features/auth/two-factor.ts). `confirmedAt` null: set up but not yet
 * confirmed with a code, so not asked for at sign-in. `lastUsedStep`: the time step of the last code
 * taken; a code of that step or an earlier one is refused (no replay).
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes, SHA-256 of the normalised code; `usedAt` set when spent. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/**
 * Half-finished sign-ins: the password was right, the code is still due. The id is the SHA-256 of
 * the ticket the browser holds; the row grants nothing but the chance to send a code until it expires.
 */
export const twoFactorSignIns = pgTable(
  'two_factor_sign_ins',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_sign_ins_user_idx').on(t.userId)],
);
