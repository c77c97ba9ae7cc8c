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
 * Each route from its entry of the contract (common/api/endpoints/drafts.ts, ARCHITECTURE "Endpoint contract").
 */
import type { FastifyPluginAsync } from 'fastify';
import { APPROVAL_REQUEST_BODY, PREVIEW_BODY, SCHEDULE_BODY, SEND_BACK_BODY } from '../../../common/api/body-schemas';
import * as endpoints from '../../../common/api/endpoints/drafts';
import { assertMayPublish, requestApproval, sendBack } from './approval-service';
import { badRequest } from '../../errors';
import { ID_PARAMS, editorOf } from '../editor-api/request';
import { serve } from '../http/serve';
import { discardDraft, draftStatus, publishPage, schedulePublish } from './draft-service';
import { pageNote } from '../audit/titles';
import { activePreviewLinks, createPreviewLink, revokePreviewLink } from './preview-service';

const PARAMS = { params: ID_PARAMS } as const;

// ID_PARAMS make the ids numbers before a handler runs; Number() says so to the type check.
const draftRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.draft, { schema: PARAMS }, async (request, _reply, lang) => draftStatus(app.db, Number(request.params.id), lang, (await editorOf(request)).role));

  serve(app, endpoints.publish, { schema: PARAMS }, async (request, _reply, lang) => {
    const id = Number(request.params.id);
    const user = await editorOf(request);
    await assertMayPublish(app.db, user.role);
    await publishPage(app.db, id, user.id);
    request.audit(await pageNote(app.db, id, 'publish', lang));
    return draftStatus(app.db, id, lang, user.role);
  });

  serve(app, endpoints.discard, { schema: PARAMS }, async (request, _reply, lang) => {
    const id = Number(request.params.id);
    const user = await editorOf(request);
    await discardDraft(app.db, id, user.id);
    request.audit(await pageNote(app.db, id, 'discard', lang));
    return draftStatus(app.db, id, lang, user.role);
  });

  serve(app, endpoints.schedule, { schema: { ...PARAMS, body: SCHEDULE_BODY } }, async (request, _reply, lang) => {
    const id = Number(request.params.id);
    const { at } = request.body;
    const when = at ? new Date(at) : null;
    if (when && Number.isNaN(when.getTime())) throw badRequest('at must be a date and time, e.g. 2026-12-01T18:00:00+01:00.');
    const user = await editorOf(request);
    // Publishing at a time is publishing; taking a time back is not.
    if (when) await assertMayPublish(app.db, user.role);
    await schedulePublish(app.db, id, when, user.id);
    request.audit(await pageNote(app.db, id, 'schedule', lang, { at: when?.toISOString() ?? null }));
    return draftStatus(app.db, id, lang, user.role);
  });

  serve(app, endpoints.requestApproval, { schema: { ...PARAMS, body: APPROVAL_REQUEST_BODY } }, async (request, _reply, lang) => {
    const id = Number(request.params.id);
    const user = await editorOf(request);
    await requestApproval(app.db, id, user.id, request.body.message);
    return draftStatus(app.db, id, lang, user.role);
  });

  serve(app, endpoints.sendBack, { schema: { ...PARAMS, body: SEND_BACK_BODY } }, async (request, _reply, lang) => {
    const id = Number(request.params.id);
    const user = await editorOf(request);
    await sendBack(app.db, id, user.role, user.id, request.body.comment);
    return draftStatus(app.db, id, lang, user.role);
  });

  serve(app, endpoints.previewLinks, { schema: PARAMS }, async (request) => activePreviewLinks(app.db, Number(request.params.id)));

  serve(app, endpoints.createPreviewLink, { schema: { ...PARAMS, body: PREVIEW_BODY } }, async (request, reply, lang) => {
    // The body may be left out: the link then lasts the default days.
    const body = request.body as typeof request.body | undefined;
    const link = await createPreviewLink(app.db, Number(request.params.id), (await editorOf(request)).id, lang, body?.days);
    reply.code(201);
    return link;
  });

  serve(
    app,
    endpoints.revokePreviewLink,
    { schema: { params: { ...ID_PARAMS, required: ['id', 'link'], properties: { ...ID_PARAMS.properties, link: ID_PARAMS.properties.id } } } },
    async (request, reply) => {
      await revokePreviewLink(app.db, Number(request.params.id), Number(request.params.link));
      return reply.code(204).send();
    },
  );
};

export default draftRoutes;
