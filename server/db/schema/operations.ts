/**
 * What several server processes share besides content: counters for limits, the
 * generated secret, stored files (media, uploads) when no object store is configured, and CSP
 * violation reports counted per day.
 */
import { bigint, customType, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A counter per key that resets when its window ends (rate limits, seats held per visitor). */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Secrets the processes generate once and share (the CSRF signing key when SECRET_KEY is not set). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** The columns of a file kept in the database (server/storage/database.ts). */
const storedFileColumns = () => ({
  key: text('key').primaryKey(),
  body: bytea('body').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});

/** Files in the database: the shared storage backend when neither S3 nor one machine's DATA_DIR fits. */
export const storedFiles = pgTable('stored_files', storedFileColumns());

/**
 * Anonymous uploads not yet sent with a form (`uploads/tmp/…`) in the database storage: their own table, UNLOGGED in the migration, so strangers' bytes neither bloat the media
 * table nor its write-ahead log and backups. A crash may lose them; they expire in hours anyway,
 * and a file sent with an entry moves to stored_files in the entry's own step.
 */
export const storedTempFiles = pgTable('stored_temp_files', storedFileColumns());

/**
 * Background jobs every process schedules but only one may run per period (ticket-shop sync, mail
 * outbox): whoever moves `started_at` forward first runs it (server/jobs/claim.ts).
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** Which process ran it last (host:pid), for the operator. */
  runner: text('runner').notNull().default(''),
});

/** CSP violations counted per day and directive (bounded like the other logs). */
export const cspReports = pgTable(
  'csp_reports',
  {
    day: date('day').notNull().defaultNow(),
    directive: text('directive').notNull(),
    blocked: text('blocked').notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.day, t.directive, t.blocked] })],
);
