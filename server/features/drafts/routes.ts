/**
 * Drafts and publishing of a page (issue #19; common/api/drafts.ts), inside the editor API:
 * GET  pages/{id}/draft/     the draft against the published page
 * POST pages/{id}/publish/   publish the whole draft at once
 * POST pages/{id}/discard/   drop the draft
 * POST pages/{id}/schedule/  {at}: publish at a time (null cancels)
 */
import type { FastifyPluginAsync } from 'fastify';
import type { DraftStatus, ScheduleInput } from '../../../common/api/drafts';
import { badRequest } from '../../errors';
import { ID_PARAMS, NULLABLE_DATE, editorOf, langOfRequest } from '../editor-api/request';
import { discardDraft, draftStatus, publishPage, schedulePublish } from './draft-service';

type Params = { Params: { locale: string; id: number } };

const draftRoutes: FastifyPluginAsync = async (app) => {
  app.get<Params>('/pages/:id/draft/', { schema: { params: ID_PARAMS } }, async (request): Promise<DraftStatus> =>
    draftStatus(app.db, request.params.id, langOfRequest(request)),
  );

  app.post<Params>('/pages/:id/publish/', { schema: { params: ID_PARAMS } }, async (request): Promise<DraftStatus> => {
    await publishPage(app.db, request.params.id, (await editorOf(request)).id);
    return draftStatus(app.db, request.params.id, langOfRequest(request));
  });

  app.post<Params>('/pages/:id/discard/', { schema: { params: ID_PARAMS } }, async (request): Promise<DraftStatus> => {
    await discardDraft(app.db, request.params.id, (await editorOf(request)).id);
    return draftStatus(app.db, request.params.id, langOfRequest(request));
  });

  app.post<Params & { Body: ScheduleInput }>(
    '/pages/:id/schedule/',
    { schema: { params: ID_PARAMS, body: { type: 'object', required: ['at'], additionalProperties: false, properties: { at: NULLABLE_DATE } } } },
    async (request): Promise<DraftStatus> => {
      const { at } = request.body;
      const when = at ? new Date(at) : null;
      if (when && Number.isNaN(when.getTime())) throw badRequest('at must be a date and time, e.g. 2026-12-01T18:00:00+01:00.');
      await schedulePublish(app.db, request.params.id, when, (await editorOf(request)).id);
      return draftStatus(app.db, request.params.id, langOfRequest(request));
    },
  );
};

export default draftRoutes;
