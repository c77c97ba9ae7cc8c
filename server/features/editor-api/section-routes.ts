/**
 * Sections and containers (SPEC §7 container calls; common/api/editor.ts): GET, POST create, POST /
 * PATCH `{slug}/` update, DELETE, the `move` and `duplicate` actions, and POST `container/` for the
 * initial empty container after a 404 by slug; each route from its entry of the contract
 * (common/api/endpoints/editor.ts, ARCHITECTURE "Endpoint contract").
 */
import type { FastifyPluginAsync } from 'fastify';
import { CONTAINER_CREATE_BODY, SECTION_CREATE_BODY, SECTION_MOVE_BODY, SECTION_SLUG_PATTERN, SECTION_UPDATE_BODY } from '../../../common/api/body-schemas';
import type { EditorSection } from '../../../common/api/editor';
import * as endpoints from '../../../common/api/endpoints/editor';
import type { Lang } from '../../../common/routes';
import { serve } from '../http/serve';
import { editorSection } from './module-view';
import { sectionBySlug } from './placement';
import { editorOf } from './request';
import { sendRevision, writerOf } from './revision-guard';
import { createContainer, createSection, deleteSection, duplicateSection, moveSection, updateSection } from './section-store';
import { sectionNote } from '../audit/titles';

const SLUG_PARAMS = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', pattern: SECTION_SLUG_PATTERN } },
} as const;

const sectionRoutes: FastifyPluginAsync = async (app) => {
  const view = async (slug: string, lang: Lang): Promise<EditorSection> => editorSection(app.db, await sectionBySlug(app.db, slug, lang), lang);

  serve(app, endpoints.section, { schema: { params: SLUG_PARAMS } }, async (request, reply, lang) => {
    await sendRevision(app.db, reply, { section: request.params.slug });
    return view(request.params.slug, lang);
  });

  serve(app, endpoints.createSection, { schema: { body: SECTION_CREATE_BODY } }, async (request, reply, lang) => {
    const row = await createSection(app.db, request.body, lang, await writerOf(request));
    request.audit(await sectionNote(app.db, row, 'section', 'create', lang));
    await sendRevision(app.db, reply, { sectionId: row.id });
    reply.code(201);
    return editorSection(app.db, row, lang);
  });

  for (const endpoint of [endpoints.saveSection, endpoints.patchSection]) {
    serve(app, endpoint, { schema: { params: SLUG_PARAMS, body: SECTION_UPDATE_BODY } }, async (request, reply, lang) => {
      const section = await sectionBySlug(app.db, request.params.slug, lang);
      await updateSection(app.db, section, request.body ?? {}, lang, await writerOf(request));
      request.audit(await sectionNote(app.db, section, 'section', 'update', lang));
      await sendRevision(app.db, reply, { sectionId: section.id });
      return view(section.slug, lang);
    });
  }

  serve(app, endpoints.moveSection, { schema: { params: SLUG_PARAMS, body: SECTION_MOVE_BODY } }, async (request, reply, lang) => {
    const section = await sectionBySlug(app.db, request.params.slug, lang);
    await moveSection(app.db, section, request.body.position, lang, await writerOf(request));
    request.audit(await sectionNote(app.db, section, 'section', 'move', lang));
    await sendRevision(app.db, reply, { sectionId: section.id });
    return view(section.slug, lang);
  });

  serve(app, endpoints.duplicateSection, { schema: { params: SLUG_PARAMS } }, async (request, reply, lang) => {
    const copy = await duplicateSection(app.db, await sectionBySlug(app.db, request.params.slug, lang), lang, await writerOf(request));
    request.audit(await sectionNote(app.db, copy, 'section', 'duplicate', lang));
    await sendRevision(app.db, reply, { sectionId: copy.id });
    reply.code(201);
    return editorSection(app.db, copy, lang);
  });

  serve(app, endpoints.deleteSection, { schema: { params: SLUG_PARAMS } }, async (request, reply, lang) => {
    const section = await sectionBySlug(app.db, request.params.slug, lang);
    const note = await sectionNote(app.db, section, 'section', 'delete', lang);
    await deleteSection(app.db, section, lang, await writerOf(request));
    request.audit(note);
    if (section.pageId !== null) await sendRevision(app.db, reply, { page: section.pageId });
    return reply.code(204).send();
  });

  serve(app, endpoints.createContainer, { schema: { body: CONTAINER_CREATE_BODY } }, async (request, reply, lang) => {
    const { row, created } = await createContainer(app.db, request.body, lang, (await editorOf(request)).id);
    // Opening an entity's container for the first time makes it; opening it again changes nothing.
    request.audit(created ? await sectionNote(app.db, row, 'container', 'create', lang) : null);
    reply.code(created ? 201 : 200);
    return editorSection(app.db, row, lang);
  });
};

export default sectionRoutes;
