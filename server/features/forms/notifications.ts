/**
 * The notification outbox (issue #6): a row per entry, written with the entry, sent after the
 * commit and retried by the forms plugin's timer. Sending is behind one small interface; the
 * default drops each message as a file under DATA_DIR/mail/ for the venue's mail relay to pick up.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, lt, or, sql } from 'drizzle-orm';
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
export const MAX_NOTIFICATION_ATTEMPTS = 5;

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

/** Tries one notification; records success or the error. Never throws. */
export async function deliver(db: Db, notifier: Notifier, notificationId: number, entryId: number): Promise<boolean> {
  try {
    const message = await messageFor(db, entryId);
    if (message) await notifier.send(message);
    await db
      .update(formNotifications)
      .set({ status: message ? 'sent' : 'skipped', sentAt: message ? new Date() : null, attempts: sql`${formNotifications.attempts} + 1`, lastError: null })
      .where(eq(formNotifications.id, notificationId));
    return true;
  } catch (error) {
    await db
      .update(formNotifications)
      .set({ status: 'failed', attempts: sql`${formNotifications.attempts} + 1`, lastError: String((error as Error)?.message ?? error).slice(0, 500) })
      .where(eq(formNotifications.id, notificationId))
      .catch(() => {});
    return false;
  }
}

/** The outbox row of one entry, sent now (right after the entry's commit). */
export async function deliverForEntry(db: Db, notifier: Notifier, entryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: formNotifications.id })
    .from(formNotifications)
    .where(and(eq(formNotifications.entryId, entryId), eq(formNotifications.status, 'pending')));
  return row ? deliver(db, notifier, row.id, entryId) : true;
}

/** Retries everything pending or failed fewer than MAX_NOTIFICATION_ATTEMPTS times. */
export async function deliverPending(db: Db, notifier: Notifier): Promise<number> {
  const due = await db
    .select({ id: formNotifications.id, entryId: formNotifications.entryId })
    .from(formNotifications)
    .where(or(eq(formNotifications.status, 'pending'), and(eq(formNotifications.status, 'failed'), lt(formNotifications.attempts, MAX_NOTIFICATION_ATTEMPTS))))
    .limit(100);
  let sent = 0;
  for (const row of due) if (await deliver(db, notifier, row.id, row.entryId)) sent++;
  return sent;
}
