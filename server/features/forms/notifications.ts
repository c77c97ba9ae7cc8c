/**
 * The notification outbox: a row per entry, written with the entry, sent after the
 * commit and retried at start-up and by the forms plugin's timer, with a growing pause after each
 * failure. Each send first claims its row (moves next_attempt_at on), so with several
 * processes a message goes out once. Sending is behind one small interface; the
 * default drops each message as a file under DATA_DIR/mail/ for the venue's mail relay to pick up.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { formEntries, formNotifications, forms, tempFiles } from '../../db/schema';
import type { Db } from '../../db/client';

export interface FormMessage {
  entryId: number;
  to: string;
  subject: string;
  text: string;
}

export interface Notifier {
  send(message: FormMessage): Promise<void>;
}

/** A notification is tried this often before it stays 'failed' for a person to look at. */
export const MAX_NOTIFICATION_ATTEMPTS = 8;
/** A claimed row is free again after this, should its process die while sending. */
const CLAIM_MS = 5 * 60_000;

/** Pause after the n-th failed attempt: 1, 2, 4 … minutes, at most six hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(6 * 3600_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/** Writes each message as an RFC 5322 file into DATA_DIR/mail/. */
export function mailDropNotifier(dataDir: string): Notifier {
  return {
    async send(message) {
      const dir = path.join(dataDir, 'mail');
      await mkdir(dir, { recursive: true });
      const body = [`To: ${message.to}`, `Subject: ${message.subject}`, 'Content-Type: text/plain; charset=utf-8', '', message.text, ''].join('\r\n');
      await writeFile(path.join(dir, `form-entry-${message.entryId}.eml`), body);
    },
  };
}

function show(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  if (value === null || value === undefined) return '–';
  return String(value);
}

/** The message about an entry; staff read it in German, the house language. */
async function messageFor(db: Db, entryId: number): Promise<FormMessage | null> {
  const [row] = await db
    .select({ entry: formEntries, to: forms.notifyEmail })
    .from(formEntries)
    .leftJoin(forms, eq(forms.id, formEntries.formId))
    .where(eq(formEntries.id, entryId));
  if (!row?.to) return null;
  const files = await db.select().from(tempFiles).where(eq(tempFiles.entryId, entryId));
  const fileNames = new Map(files.map((f) => [f.id, `${f.originalName} (${f.path})`]));
  const lines = Object.entries(row.entry.fieldValues).map(([slug, value]) => {
    const label = row.entry.labels[slug] || slug;
    return `${label}: ${typeof value === 'string' && fileNames.has(value) ? fileNames.get(value) : show(value)}`;
  });
  return {
    entryId,
    to: row.to,
    subject: `Neuer Eintrag im Formular „${row.entry.formTitle}“ (#${entryId})`,
    text: [`Eingang: ${row.entry.createdAt.toISOString()}`, `Sprache: ${row.entry.lang}`, '', ...lines].join('\n'),
  };
}

/**
 * A moment `plusMs` after `now`; without `now`, after the database's own clock. Rows are stamped by
 * the database (`defaultNow()`), so comparing them with a server's clock would leave a fresh row
 * unsent when that server runs a little behind the database (another machine behind the load
 * balancer, or just microseconds against a clock read in milliseconds) until the next round.
 */
function at(now: Date | undefined, plusMs = 0): Date | SQL {
  return now ? new Date(now.getTime() + plusMs) : sql`now() + ${plusMs} * interval '1 millisecond'`;
}

/** Claims due rows (or the one of `entryId`) for this process; answers what it may send. */
async function claimDue(db: Db, now: Date | undefined, entryId?: number): Promise<{ id: number; entryId: number; attempts: number }[]> {
  const due = and(
    or(eq(formNotifications.status, 'pending'), and(eq(formNotifications.status, 'failed'), lt(formNotifications.attempts, MAX_NOTIFICATION_ATTEMPTS))),
    lte(formNotifications.nextAttemptAt, at(now)),
    entryId === undefined ? undefined : eq(formNotifications.entryId, entryId),
  );
  const ids = db.select({ id: formNotifications.id }).from(formNotifications).where(due).limit(100).for('update', { skipLocked: true });
  return db
    .update(formNotifications)
    .set({ nextAttemptAt: at(now, CLAIM_MS) })
    .where(and(inArray(formNotifications.id, ids), due))
    .returning({ id: formNotifications.id, entryId: formNotifications.entryId, attempts: formNotifications.attempts });
}

/** Tries one claimed notification; records success, or the error and when to try again. Never throws. */
export async function deliver(db: Db, notifier: Notifier, row: { id: number; entryId: number; attempts: number }, now?: Date): Promise<boolean> {
  try {
    const message = await messageFor(db, row.entryId);
    if (message) await notifier.send(message);
    await db
      .update(formNotifications)
      .set({ status: message ? 'sent' : 'skipped', sentAt: message ? new Date() : null, attempts: sql`${formNotifications.attempts} + 1`, lastError: null })
      .where(eq(formNotifications.id, row.id));
    return true;
  } catch (error) {
    await db
      .update(formNotifications)
      .set({
        status: 'failed',
        attempts: sql`${formNotifications.attempts} + 1`,
        lastError: String((error as Error)?.message ?? error).slice(0, 500),
        nextAttemptAt: at(now, retryDelayMs(row.attempts + 1)),
      })
      .where(eq(formNotifications.id, row.id))
      .catch(() => {});
    return false;
  }
}

/** The outbox row of one entry, sent now (right after the entry's commit). */
export async function deliverForEntry(db: Db, notifier: Notifier, entryId: number, log?: (error: unknown) => void): Promise<boolean> {
  try {
    const [row] = await claimDue(db, undefined, entryId);
    return row ? await deliver(db, notifier, row) : true;
  } catch (error) {
    // The database is away: the row stays pending for the next round.
    log?.(error);
    return false;
  }
}

/**
 * Retries everything due: pending, or failed fewer than MAX_NOTIFICATION_ATTEMPTS times and past its
 * pause. `now` is for tests that look ahead; by default the database's clock decides.
 */
export async function deliverPending(db: Db, notifier: Notifier, now?: Date): Promise<number> {
  let sent = 0;
  for (const row of await claimDue(db, now)) if (await deliver(db, notifier, row, now)) sent++;
  return sent;
}
