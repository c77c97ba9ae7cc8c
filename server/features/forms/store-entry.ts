/**
 * Storing a valid form entry, for the app's JSON post (submit-entry.ts) and the browser's own post
 * (page-post.ts): a retry of the same submission stores once; files move in; the notification goes
 * after the commit, unawaited, so a slow or failing mail relay never costs the entry.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FieldValues, Form } from '../../../common/api/forms';
import type { Lang } from '../../../common/routes';
import { UnavailableFileError, moveEntryFiles, saveEntry } from './entry-service';
import { deliverForEntry } from './notifications';

/** The entry's id, or the field whose uploaded file is gone (a refusal for that field). */
export type StoreEntry = (form: Form, lang: Lang, values: FieldValues, isSpam: boolean, idempotencyKey: string | null, reply: FastifyReply) => Promise<{ id: number } | { unavailable: string }>;

export function entryStore(app: FastifyInstance): StoreEntry {
  return async (form, lang, values, isSpam, idempotencyKey, reply) => {
    let saved;
    try {
      saved = await saveEntry(app.db, { form, lang, values, isSpam, idempotencyKey });
    } catch (error) {
      if (error instanceof UnavailableFileError) return { unavailable: error.slug };
      throw error;
    }
    // The same submission again (a retry after a lost answer): the first one stands.
    if (saved.repeated) return { id: saved.id };
    const log = (error: unknown, message: string) => reply.log.error({ err: error, entry: saved.id }, message);
    await moveEntryFiles(app.db, app.storage, saved, log);
    if (!isSpam) void deliverForEntry(app.db, app.forms.notifier, saved.id, (error) => log(error, 'notification not sent now; the outbox tries again'));
    return { id: saved.id };
  };
}
