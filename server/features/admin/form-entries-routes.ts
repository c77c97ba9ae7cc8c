/**
 * Form entries in the admin (editors): GET /cms-api/forms/{id}/entries/,
 * GET /cms-api/forms/{id}/entries.csv, DELETE /cms-api/forms/{id}/entries/{entry}/, and the files
 * of entries at GET /cms-api/entry-files/{uuid}. The retention purge runs hourly and before each read.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_API, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../../common/api/admin';
import { DEFAULT_LANG } from '../../../common/routes';
import { badRequest, notFound } from '../../errors';
import { entriesCsv } from './csv';
import { deleteEntry, entryFile, formExists, listEntries, purgeExpiredEntries } from './form-entries';
import { formTitle } from '../audit/titles';

/** How often the retention job runs; reads purge as well, so this only bounds how long a file lingers. */
export const PURGE_INTERVAL_MS = 60 * 60_000;

const idOf = (raw: string) => {
  if (!/^\d{1,9}$/.test(raw)) throw badRequest('The id must be a positive whole number.');
  return Number(raw);
};

const routes: FastifyPluginAsync = async (app) => {
  const eraseFailed = (error: unknown, path: string) => app.log.error({ err: error, path }, 'a form entry file could not be erased');
  const purge = () => purgeExpiredEntries(app.db, app.storage, eraseFailed);
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void purge().catch((error: unknown) => app.log.error({ err: error }, 'form entry purge failed')), PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });

  const form = async (raw: string) => {
    const id = idOf(raw);
    if (!(await formExists(app.db, id))) throw notFound('There is no such form.');
    await purge();
    return id;
  };

  app.get<{ Params: { id: string }; Querystring: { page?: string; page_size?: string } }>(`${ADMIN_API}/forms/:id/entries/`, { preHandler: app.requireEditor }, async (request) => {
    const id = await form(request.params.id);
    const page = Number(request.query.page ?? 1);
    const size = Number(request.query.page_size ?? PAGE_SIZE_DEFAULT);
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1) throw badRequest('page and page_size must be positive whole numbers.');
    return listEntries(app.db, id, page, Math.min(size, PAGE_SIZE_MAX));
  });

  app.get<{ Params: { id: string } }>(`${ADMIN_API}/forms/:id/entries.csv`, { preHandler: app.requireEditor }, async (request, reply) => {
    const id = await form(request.params.id);
    const csv = await entriesCsv(app.db, id);
    // A download of people's entries is recorded like a write.
    request.audit({ kind: 'form', action: 'export', itemId: id, title: await formTitle(app.db, id, DEFAULT_LANG) });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="form-${id}-entries.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });

  app.delete<{ Params: { id: string; entry: string } }>(`${ADMIN_API}/forms/:id/entries/:entry/`, { preHandler: app.requireEditor }, async (request, reply) => {
    if (!(await deleteEntry(app.db, app.storage, idOf(request.params.id), idOf(request.params.entry), eraseFailed))) throw notFound();
    const formId = idOf(request.params.id);
    request.audit({ kind: 'form-entry', action: 'delete', itemId: idOf(request.params.entry), title: await formTitle(app.db, formId, DEFAULT_LANG) });
    return reply.status(204).send();
  });

  app.get<{ Params: { file: string } }>(`${ADMIN_API}/entry-files/:file`, { preHandler: app.requireEditor }, async (request, reply) => {
    const file = await entryFile(app.db, request.params.file);
    // Through the storage every process shares: on PostgreSQL there is no local file.
    const stored = file && (await app.storage.get(file.path));
    if (!file || !stored) throw notFound();
    return reply
      .type(file.mime)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
      .header('cache-control', 'private, no-store')
      .send(stored.body);
  });
};

export default routes;
