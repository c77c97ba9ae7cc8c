/**
 * SPEC §7 form calls, plain and under /{locale}: GET /api/forms/{id}/, POST /api/forms-entries/
 * and POST /api/temp-files/. CSRF is checked globally (server/plugins/csrf.ts). Spam is kept out by
 * a honeypot and a time-to-fill check, not by a tight per-address wall: a school class behind one
 * NAT all get through; the per-address ceiling (FORM_POSTS_PER_MINUTE) only stops floods.
 * A client key makes a retried post store once (store-entry.ts). The server validates with the same
 * code as the page (common/forms/validate.ts) and is authoritative (submit-entry.ts).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_ENTRY_BODY, IDEMPOTENCY_HEADERS } from '../../../common/api/body-schemas';
import type { Form, TempFile } from '../../../common/api/forms';
import { MAX_UPLOAD_BYTES } from '../../../common/forms/uploads';
import type { Lang } from '../../../common/routes';
import { badRequest, notFound } from '../../errors';
import * as endpoints from '../../../common/api/endpoints';
import { LANG_QUERY, langOf, type LangQuery } from '../http/lang';
import { serve } from '../http/serve';
import { loadForm } from './form-service';
import { pagePost } from './page-post';
import { entryStore } from './store-entry';
import { submitEntry, type EntryBody } from './submit-entry';
import { storeTempFile } from './temp-files';

/** How long an upload may take (10 MB at 200 kbit/s). */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

const ID_PARAMS = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

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

  const storeEntry = entryStore(app);
  const perMinute = (max: number, groupId: string) => ({ rateLimit: { max, timeWindow: 60_000, groupId } });
  await app.register(pagePost({ storeEntry, config: perMinute(app.config.limits.formPostsPerMinute, 'form-page-posts') }));
  const entryOptions = { schema: { body: FORM_ENTRY_BODY, headers: IDEMPOTENCY_HEADERS }, config: perMinute(app.config.limits.formPostsPerMinute, 'form-entries') };
  const keyOf = (request: FastifyRequest) => request.headers['idempotency-key'] as string | undefined;
  app.post<{ Body: EntryBody; Querystring: LangQuery }>('/api/forms-entries/', { ...entryOptions, schema: { ...entryOptions.schema, querystring: LANG_QUERY } }, (request, reply) =>
    submitEntry(app, storeEntry, request.body, keyOf(request), langOf(request.query), reply),
  );
  serve(app, endpoints.formEntry, entryOptions, (request, reply, lang) => submitEntry(app, storeEntry, request.body, keyOf(request), lang, reply));

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
  serve(app, endpoints.tempFile, uploadOptions, (request, reply, lang) => upload(request, lang, reply));
};

export default formRoutes;
