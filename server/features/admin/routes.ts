/**
 * The content admin's routes (common/api/admin.ts): one generic resource per
 * collection declaration. Editors only; collections declared `access: 'admin'` (users, site
 * settings) for administrators only, 403 for editors. CSRF as on every unsafe method. The item routes
 * come from their entries of the contract (common/api/endpoints/admin.ts, ARCHITECTURE "Endpoint contract").
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_API, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type InUseBody } from '../../../common/api/admin';
import { ADMIN_ITEM_BODY } from '../../../common/api/body-schemas';
import * as endpoints from '../../../common/api/endpoints/admin';
import { ADMIN_ITEM_QUERY, ADMIN_LIST_QUERY } from '../../../common/api/query-schemas';
import { serve } from '../http/serve';
import type { ValidationErrorBody } from '../../../common/api/editor';
import type { CollectionDeclaration } from '../../../common/collections/define';
import { collectionOf, COLLECTIONS } from '../../../common/collections/registry';
import { errorMessage } from '../../../common/modules/error-message';
import { canAdminister } from '../../../common/roles';
import { DEFAULT_LANG, isLang, type Lang } from '../../../common/routes';
import { badRequest, forbidden, httpError, notFound, unauthorized } from '../../errors';
import { ACCESS_MESSAGES } from '../../plugins/access';
import { createSession, setSessionCookies, type SessionUser } from '../../plugins/session';
import { createItem, deleteItem, getItem, InvalidItem, updateItem, type ItemContext } from './items';
import { listItems } from './list';
import { openApiDocument } from './openapi';
import { TABLES } from './tables';
import { usageOf } from './usage';

interface Params {
  slug: string;
  id?: string;
}
type Query = Record<string, string | undefined>;

const langOf = (request: FastifyRequest): Lang => {
  const lang = (request.query as Query).lang;
  return isLang(lang) ? lang : DEFAULT_LANG;
};

/** The collection the address names, once the account may touch it. */
async function allowedCollection(request: FastifyRequest<{ Params: Params }>): Promise<{ collection: CollectionDeclaration; user: SessionUser }> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  const collection = collectionOf(request.params.slug);
  if (!collection) throw notFound(`There is no collection "${request.params.slug}".`);
  if (collection.access === 'admin' && !canAdminister(user.role)) throw forbidden(ACCESS_MESSAGES.adminOnly);
  return { collection, user };
}

function idOf(params: Params): number {
  if (!params.id || !/^\d{1,9}$/.test(params.id)) throw badRequest('The id must be a positive whole number.');
  return Number(params.id);
}

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Send the item as a JSON object.');
  return body as Record<string, unknown>;
}

function pageNumber(raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw badRequest('page and page_size must be positive whole numbers.');
  return Math.min(Number(raw), max);
}

function invalid(reply: FastifyReply, error: InvalidItem, lang: Lang) {
  const body: ValidationErrorBody = {
    message: error.errors.map((e) => errorMessage(e, lang)).join(' '),
    statusCode: 400,
    errors: error.errors,
  };
  return reply.status(400).send(body);
}

const routes: FastifyPluginAsync = async (app) => {
  const context = (request: FastifyRequest): ItemContext => ({ db: app.db, lang: langOf(request), syncedAt: (jet) => app.ticketshop.sync.syncedAt(jet) });
  const editorOnly = { preHandler: app.requireEditor };

  app.get(`${ADMIN_API}/openapi.json`, editorOnly, async () => openApiDocument(COLLECTIONS));

  serve(app, endpoints.collectionList, { ...editorOnly, schema: { querystring: ADMIN_LIST_QUERY } }, async (request) => {
    const { collection } = await allowedCollection(request);
    const { q, sort, dir, page, page_size, lang: _lang, ...filters } = request.query;
    if (dir !== undefined && dir !== 'asc' && dir !== 'desc') throw badRequest('dir must be asc or desc.');
    if (sort !== undefined && !collection.sortFields.includes(sort)) throw badRequest(`sort must be one of: ${collection.sortFields.join(', ')}.`);
    const unknown = Object.keys(filters).filter((f) => !collection.filters?.includes(f));
    if (unknown.length) throw badRequest(`Unknown filter ${unknown.join(', ')}; filters of this list: ${(collection.filters ?? []).join(', ') || 'none'}.`);
    return listItems(app.db, collection, { q, sort, dir, page: pageNumber(page, 1, 1_000_000), pageSize: pageNumber(page_size, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX), filters: filters as Record<string, string> }, langOf(request));
  });

  serve(app, endpoints.collectionItem, { ...editorOnly, schema: { querystring: ADMIN_ITEM_QUERY } }, async (request) => {
    const { collection } = await allowedCollection(request);
    const item = await getItem(context(request), collection, idOf(request.params));
    if (!item) throw notFound();
    return item;
  });

  serve(app, endpoints.createCollectionItem, { ...editorOnly, schema: { querystring: ADMIN_ITEM_QUERY, body: ADMIN_ITEM_BODY } }, async (request, reply) => {
    // items.ts records the audit entry in the write's own transaction.
    request.audit(null);
    const { collection, user } = await allowedCollection(request);
    if (collection.singleton) throw httpError(405, 'This collection has one item only: change it, do not create one.');
    try {
      return reply.status(201).send(await createItem(context(request), user, collection, bodyOf(request)));
    } catch (error) {
      if (error instanceof InvalidItem) return invalid(reply, error, langOf(request));
      throw error;
    }
  });

  serve(app, endpoints.updateCollectionItem, { ...editorOnly, schema: { querystring: ADMIN_ITEM_QUERY, body: ADMIN_ITEM_BODY } }, async (request, reply) => {
    // items.ts records the audit entry in the write's own transaction.
    request.audit(null);
    const { collection, user } = await allowedCollection(request);
    // An administrator who locks their own account is shut out with nobody left to open it.
    if (collection.slug === 'user' && idOf(request.params) === user.id && bodyOf(request).isLocked === true) throw badRequest('You cannot lock your own account.');
    try {
      const item = await updateItem(context(request), user, collection, idOf(request.params), bodyOf(request));
      if (!item) throw notFound();
      // A new password ends every session of the account (migration 0019's trigger), this one too: an
      // administrator who changed their own gets a fresh session and CSRF token.
      if (collection.slug === 'user' && idOf(request.params) === user.id && typeof bodyOf(request).password === 'string' && bodyOf(request).password !== '') {
        const token = await createSession(app.db, user.id);
        setSessionCookies(reply, token, app.config.secureCookies);
        reply.issueCsrfCookie(token);
      }
      return item;
    } catch (error) {
      if (error instanceof InvalidItem) return invalid(reply, error, langOf(request));
      throw error;
    }
  });

  serve(app, endpoints.deleteCollectionItem, { ...editorOnly, schema: { querystring: ADMIN_ITEM_QUERY } }, async (request, reply) => {
    // items.ts records the audit entry in the write's own transaction.
    request.audit(null);
    const { collection, user } = await allowedCollection(request);
    if (collection.singleton) throw httpError(405, 'This collection has one item only: it cannot be deleted.');
    const id = idOf(request.params);
    const confirmed = request.query.confirm === '1' || request.query.confirm === 'true';
    if (!confirmed) {
      const usedBy = await usageOf(app.db, TABLES[collection.slug].table, id, langOf(request));
      if (usedBy.length) {
        const body: InUseBody = { message: 'This item is still used. Delete it all the same with ?confirm=1.', statusCode: 409, used_by: usedBy };
        return reply.status(409).send(body);
      }
    }
    if (!(await deleteItem(context(request), user, collection, id))) throw notFound();
    return reply.status(204).send();
  });
};

export default routes;
