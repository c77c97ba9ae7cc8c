/**
 * The app's JSON post of a form entry (SPEC §7 POST /api/forms-entries/): the same validation as
 * the page (common/forms/validate.ts), a refusal with the server's message per field, spam kept
 * out by the honeypot and the time to fill it in.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BodyOf } from '../../../common/api/contract';
import type * as endpoints from '../../../common/api/endpoints';
import type { FieldValues, FormEntryCreated, FormEntryError } from '../../../common/api/forms';
import { fieldErrorMessage, tForms } from '../../../common/forms/messages';
import { validateEntry, type FieldErrorCode } from '../../../common/forms/validate';
import type { Lang } from '../../../common/routes';
import { badRequest } from '../../errors';
import { loadForm } from './form-service';
import type { StoreEntry } from './store-entry';

/** A form sent sooner after it was shown was not filled in by a person. */
const MIN_FILL_MS = 1500;

export type EntryBody = BodyOf<typeof endpoints.formEntry>;

/** 400 with the server's message per field, and all of them in the message for a client that shows one line. */
function invalid(reply: FastifyReply, lang: Lang, codes: Record<string, FieldErrorCode>): FastifyReply {
  const errors = Object.fromEntries(Object.entries(codes).map(([slug, code]) => [slug, fieldErrorMessage(lang, code)]));
  const details = Object.entries(errors).map(([slug, message]) => `${slug}: ${message}`);
  return reply.code(400).send({ message: `${tForms(lang).summary()} ${details.join('; ')}`, statusCode: 400, errors } satisfies FormEntryError);
}

/** `idempotencyHeader`: the Idempotency-Key header, for a client that names its retries there rather than in the body. */
export async function submitEntry(app: FastifyInstance, storeEntry: StoreEntry, body: EntryBody, idempotencyHeader: string | undefined, lang: Lang, reply: FastifyReply): Promise<FormEntryCreated | FastifyReply> {
  const form = await loadForm(app.db, body.form, lang);
  if (!form) throw badRequest(`Unknown form: ${body.form}`);
  const checked = validateEntry(form.fields, body.field_values);
  if (checked.unknown.length > 0) throw badRequest(`Unknown field: ${checked.unknown.join(', ')}`);
  if (Object.keys(checked.errors).length > 0) return invalid(reply, lang, checked.errors);

  const tooFast = body.fill_ms !== undefined && body.fill_ms < MIN_FILL_MS;
  const isSpam = Boolean(body.website?.trim()) || tooFast;
  const stored = await storeEntry(form, lang, checked.values as FieldValues, isSpam, body.idempotency_key ?? idempotencyHeader ?? null, reply);
  if ('unavailable' in stored) return invalid(reply, lang, { [stored.unavailable]: 'file' });
  reply.code(201);
  return { id: stored.id, message: form.success_message };
}
