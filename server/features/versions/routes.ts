/**
 * The page-version and presence calls of the editor, for editors only:
 * GET  /pageeditor-api/pages/{id}/versions/                 the list, newest first, with the page's revision
 * GET  /pageeditor-api/pages/{id}/versions/diff/?from&to     field-by-field, word-level diff
 * POST /pageeditor-api/pages/{id}/versions/{n}/restore/      make the page equal version n (a new version)
 * POST /pageeditor-api/presence/ {page_id, leave?}          heartbeat; answers who else has the page open
 * Decisions: DECISIONS "Working together, scheduling and bilingual care".
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RestoreResult, VersionDiff, VersionList } from '../../../common/api/versions';
import { PRESENCE_BODY } from '../../../common/api/body-schemas';
import * as endpoints from '../../../common/api/endpoints';
import { serve } from '../http/serve';
import { notFound } from '../../errors';
import { PRIVATE_CACHE_CONTROL } from '../http/public-cache';
import { LANG_QUERY, langOf, type LangQuery } from '../http/lang';
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

  app.get<{ Params: { id: number }; Querystring: LangQuery }>(
    '/pageeditor-api/pages/:id/versions/',
    { preHandler: app.requireEditor, schema: { params: PAGE_PARAMS, querystring: LANG_QUERY } },
    async (request): Promise<VersionList> => listVersions(app.db, request.params.id, langOf(request.query)),
  );

  app.get<{ Params: { id: number }; Querystring: LangQuery & { from: number; to: number } }>(
    '/pageeditor-api/pages/:id/versions/diff/',
    {
      preHandler: app.requireEditor,
      schema: {
        params: PAGE_PARAMS,
        querystring: { type: 'object', required: ['from', 'to'], properties: { ...LANG_QUERY.properties, from: ID, to: ID } },
      },
    },
    async (request): Promise<VersionDiff> => {
      const { from, to } = request.query;
      const [a, b] = await Promise.all([findVersion(app.db, request.params.id, from), findVersion(app.db, request.params.id, to)]);
      if (!a || !b) throw notFound('This version does not exist.');
      return { from, to, changes: diffSnapshots(a.snapshot, b.snapshot, langOf(request.query)) };
    },
  );

  app.post<{ Params: { id: number; number: number }; Querystring: LangQuery }>(
    '/pageeditor-api/pages/:id/versions/:number/restore/',
    {
      preHandler: app.requireEditor,
      schema: { params: { type: 'object', required: ['id', 'number'], properties: { id: ID, number: ID } }, querystring: LANG_QUERY },
    },
    async (request): Promise<RestoreResult> => {
      const user = (await request.currentUser())!;
      const restored = await restoreVersion(app.db, request.params.id, request.params.number, user, langOf(request.query));
      request.audit(await pageNote(app.db, request.params.id, 'restore', langOf(request.query), { version: request.params.number }));
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
