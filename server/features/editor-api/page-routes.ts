/**
 * Page settings (common/api/editor.ts): GET, POST / PATCH `{id}/`, POST create, GET list for the
 * parent picker; each route from its entry of the contract (common/api/endpoints/page-settings.ts,
 * common/api/endpoints/page-tree.ts for the new page; ARCHITECTURE "Endpoint contract").
 */
import type { FastifyPluginAsync } from 'fastify';
import { PAGE_CREATE_BODY, PAGE_SETTINGS_BODY } from '../../../common/api/body-schemas';
import * as endpoints from '../../../common/api/endpoints/page-settings';
import * as pageTreeEndpoints from '../../../common/api/endpoints/page-tree';
import { PAGE_OPTIONS_QUERY } from '../../../common/api/query-schemas';
import { serve } from '../http/serve';
import { ID_PARAMS, editorOf } from './request';
import { sendRevision, writerOf } from './revision-guard';
import { createPage, pageOptions, pageRow, pageSettings, savePageSettings } from './page-settings';
import { pageNote } from '../audit/titles';

const pageRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.pageOptions, { schema: { querystring: PAGE_OPTIONS_QUERY } }, async (request, _reply, lang) => pageOptions(app.db, request.query.q ?? '', lang));

  // ID_PARAMS make the id a number before a handler runs; Number() says so to the type check.
  serve(app, endpoints.pageSettings, { schema: { params: ID_PARAMS } }, async (request, reply, lang) => {
    const row = await pageRow(app.db, Number(request.params.id), lang);
    await sendRevision(app.db, reply, { page: row.id });
    return pageSettings(app.db, row, lang);
  });

  for (const endpoint of [endpoints.savePageSettings, endpoints.patchPageSettings]) {
    serve(app, endpoint, { schema: { params: ID_PARAMS, body: PAGE_SETTINGS_BODY } }, async (request, reply, lang) => {
      const id = Number(request.params.id);
      await savePageSettings(app.db, await pageRow(app.db, id, lang), request.body ?? {}, lang, await writerOf(request));
      request.audit(await pageNote(app.db, id, 'update', lang, { fields: Object.keys(request.body ?? {}) }));
      await sendRevision(app.db, reply, { page: id });
      return pageSettings(app.db, await pageRow(app.db, id, lang), lang);
    });
  }

  serve(app, pageTreeEndpoints.createPage, { schema: { body: PAGE_CREATE_BODY } }, async (request, reply, lang) => {
    const { template, ...input } = request.body ?? {};
    const row = await createPage(app.db, input, lang, (await editorOf(request)).id, template);
    request.audit(await pageNote(app.db, row.id, 'create', lang));
    reply.code(201);
    return pageSettings(app.db, row, lang);
  });
};

export default pageRoutes;
