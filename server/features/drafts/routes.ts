/**
 * Drafts and publishing of a page (common/api/drafts.ts), inside the editor API:
 * GET  pages/{id}/draft/     the draft against the published page
 * POST pages/{id}/publish/   publish the whole draft at once
 * POST pages/{id}/discard/   drop the draft
 * POST pages/{id}/schedule/  {at}: publish at a time (null cancels)
 * POST pages/{id}/request-approval/  {message}: 'Zur Freigabe senden'
 * POST pages/{id}/send-back/  {comment}: a publisher sends the request back
 * GET  pages/{id}/previews/  the page's preview links that still open
 * POST pages/{id}/previews/  {days}: a new preview link (201; its address is told only here)
 * DELETE pages/{id}/previews/{link}/  revokes one
 */
import type { FastifyPluginAsync } from 'fastify';
import type { CreatedPreviewLink, DraftStatus, PreviewInput, PreviewLink, ScheduleInput } from '../../../common/api/drafts';
import { APPROVAL_TEXT_MAX, PREVIEW_DAYS_MAX, type ApprovalRequestInput, type SendBackInput } from '../../../common/api/drafts';
import { assertMayPublish, requestApproval, sendBack } from './approval-service';
import { badRequest } from '../../errors';
import { ID_PARAMS, NULLABLE_DATE, editorOf, langOfRequest } from '../editor-api/request';
import { discardDraft, draftStatus, publishPage, schedulePublish } from './draft-service';
import { pageNote } from '../audit/titles';
import { activePreviewLinks, createPreviewLink, revokePreviewLink } from './preview-service';

type Params = { Params: { locale: string; id: number } };

const draftRoutes: FastifyPluginAsync = async (app) => {
  app.get<Params>('/pages/:id/draft/', { schema: { params: ID_PARAMS } }, async (request): Promise<DraftStatus> =>
    draftStatus(app.db, request.params.id, langOfRequest(request), (await editorOf(request)).role),
  );

  app.post<Params>('/pages/:id/publish/', { schema: { params: ID_PARAMS } }, async (request): Promise<DraftStatus> => {
    const user = await editorOf(request);
    await assertMayPublish(app.db, user.role);
    await publishPage(app.db, request.params.id, user.id);
    request.audit(await pageNote(app.db, request.params.id, 'publish', langOfRequest(request)));
    return draftStatus(app.db, request.params.id, langOfRequest(request), user.role);
  });

  app.post<Params>('/pages/:id/discard/', { schema: { params: ID_PARAMS } }, async (request): Promise<DraftStatus> => {
    const user = await editorOf(request);
    await discardDraft(app.db, request.params.id, user.id);
    request.audit(await pageNote(app.db, request.params.id, 'discard', langOfRequest(request)));
    return draftStatus(app.db, request.params.id, langOfRequest(request), user.role);
  });

  app.post<Params & { Body: ScheduleInput }>(
    '/pages/:id/schedule/',
    { schema: { params: ID_PARAMS, body: { type: 'object', required: ['at'], additionalProperties: false, properties: { at: NULLABLE_DATE } } } },
    async (request): Promise<DraftStatus> => {
      const { at } = request.body;
      const when = at ? new Date(at) : null;
      if (when && Number.isNaN(when.getTime())) throw badRequest('at must be a date and time, e.g. 2026-12-01T18:00:00+01:00.');
      const user = await editorOf(request);
      // Publishing at a time is publishing; taking a time back is not.
      if (when) await assertMayPublish(app.db, user.role);
      await schedulePublish(app.db, request.params.id, when, user.id);
      request.audit(await pageNote(app.db, request.params.id, 'schedule', langOfRequest(request), { at: when?.toISOString() ?? null }));
      return draftStatus(app.db, request.params.id, langOfRequest(request), user.role);
    },
  );

  const text = { type: 'string', maxLength: APPROVAL_TEXT_MAX } as const;
  app.post<Params & { Body: ApprovalRequestInput }>(
    '/pages/:id/request-approval/',
    { schema: { params: ID_PARAMS, body: { type: 'object', required: ['message'], additionalProperties: false, properties: { message: text } } } },
    async (request): Promise<DraftStatus> => {
      const user = await editorOf(request);
      await requestApproval(app.db, request.params.id, user.id, request.body.message);
      return draftStatus(app.db, request.params.id, langOfRequest(request), user.role);
    },
  );

  app.post<Params & { Body: SendBackInput }>(
    '/pages/:id/send-back/',
    { schema: { params: ID_PARAMS, body: { type: 'object', required: ['comment'], additionalProperties: false, properties: { comment: text } } } },
    async (request): Promise<DraftStatus> => {
      const user = await editorOf(request);
      await sendBack(app.db, request.params.id, user.role, user.id, request.body.comment);
      return draftStatus(app.db, request.params.id, langOfRequest(request), user.role);
    },
  );

  app.get<Params>('/pages/:id/previews/', { schema: { params: ID_PARAMS } }, async (request): Promise<PreviewLink[]> => activePreviewLinks(app.db, request.params.id));

  app.post<Params & { Body: PreviewInput | undefined }>(
    '/pages/:id/previews/',
    { schema: { params: ID_PARAMS, body: { type: 'object', additionalProperties: false, properties: { days: { type: 'integer', minimum: 1, maximum: PREVIEW_DAYS_MAX } } } } },
    async (request, reply): Promise<CreatedPreviewLink> => {
      const link = await createPreviewLink(app.db, request.params.id, (await editorOf(request)).id, langOfRequest(request), request.body?.days);
      reply.code(201);
      return link;
    },
  );

  app.delete<{ Params: { locale: string; id: number; link: number } }>(
    '/pages/:id/previews/:link/',
    { schema: { params: { ...ID_PARAMS, required: ['id', 'link'], properties: { ...ID_PARAMS.properties, link: ID_PARAMS.properties.id } } } },
    async (request, reply) => {
      await revokePreviewLink(app.db, request.params.id, request.params.link);
      return reply.code(204).send();
    },
  );
};

export default draftRoutes;
