/**
 * The module resource (SPEC §7 generic resource helper, common/api/editor.ts): GET, POST create,
 * POST `{id}/` update, PATCH, DELETE, and the `move` and `duplicate` actions; each route from its
 * entry of the contract (common/api/endpoints/editor.ts, ARCHITECTURE "Endpoint contract").
 */
import type { FastifyPluginAsync } from 'fastify';
import type { EditorModule } from '../../../common/api/editor';
import * as endpoints from '../../../common/api/endpoints/editor';
import { MODULE_CREATE_BODY, MODULE_MOVE_BODY, MODULE_UPDATE_BODY } from '../../../common/api/body-schemas';
import type { Lang } from '../../../common/routes';
import { serve } from '../http/serve';
import { missing, tEditorApi } from './messages';
import { createModule, deleteModule, duplicateModule, moveModule, updateModule } from './module-store';
import { editorModule } from './module-view';
import { moduleById } from './placement';
import { ID_PARAMS } from './request';
import { sendRevision, writerOf } from './revision-guard';
import { moduleNote } from '../audit/titles';

const moduleRoutes: FastifyPluginAsync = async (app) => {
  async function view(id: number, lang: Lang): Promise<EditorModule> {
    const found = await editorModule(app.db, id, lang);
    if (!found) throw missing(tEditorApi(lang).moduleNotFound());
    return found;
  }

  // ID_PARAMS makes the id a number before the handler runs; Number() says so to the type check.
  serve(app, endpoints.module, { schema: { params: ID_PARAMS } }, async (request, reply, lang) => {
    const found = await view(Number(request.params.id), lang);
    await sendRevision(app.db, reply, { module: found.id });
    return found;
  });

  serve(app, endpoints.createModule, { schema: { body: MODULE_CREATE_BODY } }, async (request, reply, lang) => {
    const id = await createModule(app.db, request.body, lang, await writerOf(request));
    request.audit(await moduleNote(app.db, id, 'create', lang));
    await sendRevision(app.db, reply, { module: id });
    reply.code(201);
    return view(id, lang);
  });

  for (const [endpoint, partial] of [
    [endpoints.saveModule, false],
    [endpoints.patchModule, true],
  ] as const) {
    serve(app, endpoint, { schema: { params: ID_PARAMS, body: MODULE_UPDATE_BODY } }, async (request, reply, lang) => {
      const id = Number(request.params.id);
      await updateModule(app.db, id, request.body ?? {}, lang, await writerOf(request), partial);
      request.audit(await moduleNote(app.db, id, 'update', lang));
      await sendRevision(app.db, reply, { module: id });
      return view(id, lang);
    });
  }

  serve(app, endpoints.moveModule, { schema: { params: ID_PARAMS, body: MODULE_MOVE_BODY } }, async (request, reply, lang) => {
    const id = Number(request.params.id);
    await moveModule(app.db, id, request.body ?? {}, lang, await writerOf(request));
    request.audit(await moduleNote(app.db, id, 'move', lang));
    await sendRevision(app.db, reply, { module: id });
    return view(id, lang);
  });

  serve(app, endpoints.duplicateModule, { schema: { params: ID_PARAMS } }, async (request, reply, lang) => {
    const copy = await duplicateModule(app.db, Number(request.params.id), lang, await writerOf(request));
    request.audit(await moduleNote(app.db, copy, 'duplicate', lang));
    await sendRevision(app.db, reply, { module: copy });
    reply.code(201);
    return view(copy, lang);
  });

  serve(app, endpoints.deleteModule, { schema: { params: ID_PARAMS } }, async (request, reply, lang) => {
    const id = Number(request.params.id);
    const { sectionId } = await moduleById(app.db, id, lang);
    const note = await moduleNote(app.db, id, 'delete', lang);
    await deleteModule(app.db, id, lang, await writerOf(request));
    request.audit(note);
    if (sectionId !== null) await sendRevision(app.db, reply, { sectionId });
    return reply.code(204).send();
  });
};

export default moduleRoutes;
