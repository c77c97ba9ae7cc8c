/**
 * The module resource (SPEC §7 generic resource helper, common/api/editor.ts): GET, POST create,
 * POST `{id}/` update, PATCH, DELETE, and the `move` and `duplicate` actions.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { CreateModuleRequest, EditorModule, MoveModuleRequest, UpdateModuleRequest } from '../../../common/api/editor';
import { SECTION_SLUG_PATTERN } from '../pages/section-service';
import { missing, tEditorApi } from './messages';
import { createModule, deleteModule, duplicateModule, moveModule, updateModule } from './module-store';
import { editorModule } from './module-view';
import { moduleById } from './placement';
import { ID_PARAMS, NULLABLE_DATE, langOfRequest } from './request';
import { sendRevision, writerOf } from './revision-guard';
import { moduleNote } from '../audit/titles';

const PLACEMENT = {
  section: { type: 'string', pattern: SECTION_SLUG_PATTERN },
  column: { type: 'integer', minimum: 0, maximum: 11 },
  parent: { anyOf: [{ type: 'integer', minimum: 1, maximum: 2147483647 }, { type: 'null' }] },
  position: { type: 'integer', minimum: 0, maximum: 10000 },
} as const;

const CREATE_BODY = {
  type: 'object',
  required: ['type', 'data'],
  properties: { type: { type: 'string', maxLength: 50 }, ...PLACEMENT, online_from: NULLABLE_DATE, online_to: NULLABLE_DATE, data: { type: 'object' }, client_key: { type: 'string', minLength: 8, maxLength: 64 } },
} as const;

const UPDATE_BODY = {
  type: 'object',
  properties: { online_from: NULLABLE_DATE, online_to: NULLABLE_DATE, data: { type: 'object' } },
} as const;

const MOVE_BODY = { type: 'object', properties: PLACEMENT } as const;

type IdParams = { locale: string; id: number };

const moduleRoutes: FastifyPluginAsync = async (app) => {
  async function view(id: number, lang: Parameters<typeof editorModule>[2]): Promise<EditorModule> {
    const found = await editorModule(app.db, id, lang);
    if (!found) throw missing(tEditorApi(lang).moduleNotFound());
    return found;
  }

  app.get<{ Params: IdParams }>('/modules/:id/', { schema: { params: ID_PARAMS } }, async (request, reply) => {
    const found = await view(request.params.id, langOfRequest(request));
    await sendRevision(app.db, reply, { module: found.id });
    return found;
  });

  app.post<{ Body: CreateModuleRequest }>('/modules/', { schema: { body: CREATE_BODY } }, async (request, reply) => {
    const lang = langOfRequest(request);
    const id = await createModule(app.db, request.body, lang, await writerOf(request));
    request.audit(await moduleNote(app.db, id, 'create', lang));
    await sendRevision(app.db, reply, { module: id });
    reply.code(201);
    return view(id, lang);
  });

  for (const method of ['POST', 'PATCH'] as const) {
    app.route<{ Params: IdParams; Body: UpdateModuleRequest }>({
      method,
      url: '/modules/:id/',
      schema: { params: ID_PARAMS, body: UPDATE_BODY },
      handler: async (request, reply) => {
        const lang = langOfRequest(request);
        await updateModule(app.db, request.params.id, request.body ?? {}, lang, await writerOf(request), method === 'PATCH');
        request.audit(await moduleNote(app.db, request.params.id, 'update', lang));
        await sendRevision(app.db, reply, { module: request.params.id });
        return view(request.params.id, lang);
      },
    });
  }

  app.post<{ Params: IdParams; Body: MoveModuleRequest }>('/modules/:id/move/', { schema: { params: ID_PARAMS, body: MOVE_BODY } }, async (request, reply) => {
    const lang = langOfRequest(request);
    await moveModule(app.db, request.params.id, request.body ?? {}, lang, await writerOf(request));
    request.audit(await moduleNote(app.db, request.params.id, 'move', lang));
    await sendRevision(app.db, reply, { module: request.params.id });
    return view(request.params.id, lang);
  });

  app.post<{ Params: IdParams }>('/modules/:id/duplicate/', { schema: { params: ID_PARAMS } }, async (request, reply) => {
    const lang = langOfRequest(request);
    const copy = await duplicateModule(app.db, request.params.id, lang, await writerOf(request));
    request.audit(await moduleNote(app.db, copy, 'duplicate', lang));
    await sendRevision(app.db, reply, { module: copy });
    reply.code(201);
    return view(copy, lang);
  });

  app.delete<{ Params: IdParams }>('/modules/:id/', { schema: { params: ID_PARAMS } }, async (request, reply) => {
    const lang = langOfRequest(request);
    const { sectionId } = await moduleById(app.db, request.params.id, lang);
    const note = await moduleNote(app.db, request.params.id, 'delete', lang);
    await deleteModule(app.db, request.params.id, lang, await writerOf(request));
    request.audit(note);
    if (sectionId !== null) await sendRevision(app.db, reply, { sectionId });
    return reply.code(204).send();
  });
};

export default moduleRoutes;
