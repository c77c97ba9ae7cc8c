/**
 * SPEC §7 form calls, plain and under /{locale}: GET /api/forms/{id}/, POST /api/forms-entries/
 * and POST /api/temp-files/. CSRF is checked globally (server/plugins/csrf.ts). Spam is kept out by
 * a honeypot and a time-to-fill check, not by a tight per-address wall: a school class behind one
 * NAT all get through; the per-address ceiling (FORM_POSTS_PER_MINUTE) only stops floods.
 * A client key makes a retried post store once. The server validates with the same code as the page
 * (common/forms/validate.ts) and is authoritative.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldValues, Form, FormEntryCreated, FormEntryError, TempFile } from '../../../common/api/forms';
import { fieldErrorMessage, tForms } from '../../../common/forms/messages';
import { MAX_UPLOAD_BYTES } from '../../../common/forms/uploads';
import { validateEntry, type FieldErrorCode } from '../../../common/forms/validate';
import type { Lang } from '../../../common/routes';
import { badRequest, notFound } from '../../errors';
import * as endpoints from '../../../common/api/endpoints';
import { LANG_QUERY, LOCALE_PARAMS, langOf, localeOf, type LangQuery, type LocaleParams } from '../http/lang';
import { serve } from '../http/serve';
import { UnavailableFileError, moveEntryFiles, saveEntry } from './entry-service';
import { loadForm } from './form-service';
import { deliverForEntry } from './notifications';
import { storeTempFile } from './temp-files';
import { pagePost } from './page-post';

/** How long an upload may take (10 MB at 200 kbit/s). */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;
/** A form sent sooner after it was shown was not filled in by a person. */
export const MIN_FILL_MS = 1500;
/** Most fields a submission may name; the largest form is far smaller. */
const MAX_FIELDS = 200;

const IDEMPOTENCY_KEY = { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const;
const IDEMPOTENCY_HEADERS = { type: 'object', properties: { 'idempotency-key': IDEMPOTENCY_KEY } } as const;

const ID_PARAMS = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;


/** Values are left untyped here on purpose: schema coercion would turn a wrong type into a string; validateEntry judges them. */
const ENTRY_BODY = {
  type: 'object',
  required: ['form', 'field_values'],
  properties: {
    form: { type: 'integer', minimum: 1, maximum: 2147483647 },
    field_values: { type: 'object', maxProperties: MAX_FIELDS },
    website: { type: 'string', maxLength: 1000 },
    fill_ms: { type: 'integer', minimum: 0 },
    idempotency_key: IDEMPOTENCY_KEY,
  },
} as const;

interface EntryBody {
  form: number;
  field_values: Record<string, unknown>;
  website?: string;
  fill_ms?: number;
  idempotency_key?: string;
}

function invalid(reply: FastifyReply, lang: Lang, codes: Record<string, FieldErrorCode>): FormEntryError {
  const errors = Object.fromEntries(Object.entries(codes).map(([slug, code]) => [slug, fieldErrorMessage(lang, code)]));
  const details = Object.entries(errors).map(([slug, message]) => `${slug}: ${message}`);
  reply.code(400);
  return { message: `${tForms(lang).summary()} ${details.join('; ')}`, statusCode: 400, errors };
}

const formRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });

  async function formOr404(id: number, lang: Lang): Promise<Form> {
    const form = await loadForm(app.db, id, lang);
    if (!form) throw notFound();
    return form;
  }

  app.get<{ Params: { id: number }; Querystring: LangQuery }>(
    '/api/forms/:id/',
    { schema: { params: ID_PARAMS, querystring: LANG_QUERY }, config: { publicCache: true } },
    async (request) => formOr404(request.params.id, langOf(request.query)),
  );
  serve(app, endpoints.form, { schema: { params: ID_PARAMS }, config: { publicCache: true } }, (request, _reply, lang) => formOr404(Number(request.params.id), lang));

  async function submit(request: FastifyRequest<{ Body: EntryBody }>, lang: Lang, reply: FastifyReply): Promise<FormEntryCreated | FormEntryError> {
    const body = request.body;
    const form = await loadForm(app.db, body.form, lang);
    if (!form) throw badRequest(`Unknown form: ${body.form}`);
    const checked = validateEntry(form.fields, body.field_values);
    if (checked.unknown.length > 0) throw badRequest(`Unknown field: ${checked.unknown.join(', ')}`);
    if (Object.keys(checked.errors).length > 0) return invalid(reply, lang, checked.errors);

    const tooFast = body.fill_ms !== undefined && body.fill_ms < MIN_FILL_MS;
    const isSpam = Boolean(body.website?.trim()) || tooFast;
    const idempotencyKey = body.idempotency_key ?? (request.headers['idempotency-key'] as string | undefined) ?? null;
    const stored = await storeEntry(form, lang, checked.values as FieldValues, isSpam, idempotencyKey, reply);
    if ('unavailable' in stored) return invalid(reply, lang, { [stored.unavailable]: 'file' });
    reply.code(201);
    return { id: stored.id, message: form.success_message };
  }

  /**
   * Stores a valid entry (the app's JSON post and the browser's own, page-post.ts): a retry of the
   * same submission stores once; files move in; the notification goes after the commit, unawaited.
   */
  async function storeEntry(form: Form, lang: Lang, values: FieldValues, isSpam: boolean, idempotencyKey: string | null, reply: FastifyReply): Promise<{ id: number } | { unavailable: string }> {
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
    // After the commit and without waiting: a slow or failing mail relay never costs the entry.
    if (!isSpam) void deliverForEntry(app.db, app.forms.notifier, saved.id, (error) => log(error, 'notification not sent now; the outbox tries again'));
    return { id: saved.id };
  }

  const perMinute = (max: number, groupId: string) => ({ rateLimit: { max, timeWindow: 60_000, groupId } });
  await app.register(pagePost({ storeEntry, config: perMinute(app.config.limits.formPostsPerMinute, 'form-page-posts') }));
  const entryOptions = { schema: { body: ENTRY_BODY, headers: IDEMPOTENCY_HEADERS }, config: perMinute(app.config.limits.formPostsPerMinute, 'form-entries') };
  app.post<{ Body: EntryBody; Querystring: LangQuery }>('/api/forms-entries/', { ...entryOptions, schema: { ...entryOptions.schema, querystring: LANG_QUERY } }, (request, reply) =>
    submit(request, langOf(request.query), reply),
  );
  app.post<{ Body: EntryBody; Params: LocaleParams }>('/:locale/api/forms-entries/', { ...entryOptions, schema: { ...entryOptions.schema, params: LOCALE_PARAMS } }, (request, reply) =>
    submit(request, localeOf(request.params.locale), reply),
  );

  async function upload(request: FastifyRequest, lang: Lang, reply: FastifyReply): Promise<TempFile> {
    const wrong = () => badRequest('Send the file as multipart/form-data in a part named "file".');
    if (!request.isMultipart()) throw wrong();
    const part = await request.file({ throwFileSizeLimit: false });
    if (!part) throw wrong();
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw wrong();
    }
    const stored = await storeTempFile(app.db, app.storage, part, lang, request.ip);
    reply.code(201);
    return stored;
  }

  // A 10 MB upload over a slow line takes longer than REQUEST_TIMEOUT_MS allows other requests.
  const uploadOptions = { config: perMinute(app.config.limits.formPostsPerMinute, 'temp-files'), handlerTimeout: UPLOAD_TIMEOUT_MS };
  app.post<{ Querystring: LangQuery }>('/api/temp-files/', { ...uploadOptions, schema: { querystring: LANG_QUERY } }, (request, reply) =>
    upload(request, langOf(request.query), reply),
  );
  app.post<{ Params: LocaleParams }>('/:locale/api/temp-files/', { ...uploadOptions, schema: { params: LOCALE_PARAMS } }, (request, reply) =>
    upload(request, localeOf(request.params.locale), reply),
  );
};

export default formRoutes;
