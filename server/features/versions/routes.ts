/**
 * The page-version and presence calls of the editor, for editors only:
 * GET  /pageeditor-api/pages/{id}/versions/                 the list, newest first, with the page's revision
 * GET  /pageeditor-api/pages/{id}/versions/diff/?from&to     field-by-field, word-level diff
 * POST /pageeditor-api/pages/{id}/versions/{n}/restore/      make the page equal version n (a new version)
 * POST /pageeditor-api/presence/ {page_id, leave?}          heartbeat; answers who else has the page open
 * Decisions: DECISIONS "Working together, scheduling and bilingual care".
 */
import type { FastifyPluginAsync } from 'fastify';
import { PRESENCE_BODY } from '../../../common/api/body-schemas';
import { LANG_QUERY, VERSION_DIFF_QUERY } from '../../../common/api/query-schemas';
import * as endpoints from '../../../common/api/endpoints';
import { serve } from '../http/serve';
import { notFound } from '../../errors';
import { PRIVATE_CACHE_CONTROL } from '../http/public-cache';
import { langOf } from '../http/lang';
import { diffSnapshots } from './diff';
import { heartbeat, leave } from './presence-service';
import { findVersion, listVersions, restoreVersion } from './version-service';
import { pageNote } from '../audit/titles';

const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const PAGE_PARAMS = { type: 'object', required: ['id'], properties: { id: ID } } as const;

const versionRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  });

  // PAGE_PARAMS make the ids numbers before the handler runs; Number() says so to the type check.
  serve(app, endpoints.versions, { preHandler: app.requireEditor, schema: { params: PAGE_PARAMS, querystring: LANG_QUERY } }, async (request) =>
    listVersions(app.db, Number(request.params.id), langOf(request.query)),
  );

  serve(app, endpoints.versionDiff, { preHandler: app.requireEditor, schema: { params: PAGE_PARAMS, querystring: VERSION_DIFF_QUERY } }, async (request) => {
    const { from, to } = request.query;
    const id = Number(request.params.id);
    const [a, b] = await Promise.all([findVersion(app.db, id, from), findVersion(app.db, id, to)]);
    if (!a || !b) throw notFound('This version does not exist.');
    return { from, to, changes: diffSnapshots(a.snapshot, b.snapshot, langOf(request.query)) };
  });

  serve(
    app,
    endpoints.restoreVersion,
    { preHandler: app.requireEditor, schema: { params: { type: 'object', required: ['id', 'number'], properties: { id: ID, number: ID } }, querystring: LANG_QUERY } },
    async (request) => {
      const user = (await request.currentUser())!;
      const [id, number] = [Number(request.params.id), Number(request.params.number)];
      const restored = await restoreVersion(app.db, id, number, user, langOf(request.query));
      request.audit(await pageNote(app.db, id, 'restore', langOf(request.query), { version: number }));
      return restored;
    },
  );

  serve(
    app,
    endpoints.presence,
    { preHandler: app.requireEditor, schema: { body: PRESENCE_BODY } },
    async (request) => {
      // A heartbeat of who has the page open: no change to record.
      request.audit(null);
      const user = (await request.currentUser())!;
      if (request.body.leave) {
        await leave(app.db, request.body.page_id, user.id);
        return { editors: [] };
      }
      return { editors: await heartbeat(app.db, request.body.page_id, user.id) };
    },
  );
};

export default versionRoutes;
