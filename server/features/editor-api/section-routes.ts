/**
 * Sections and containers (SPEC §7 container calls; common/api/editor.ts): GET, POST create, POST /
 * PATCH `{slug}/` update, DELETE, the `move` and `duplicate` actions, and POST `container/` for the
 * initial empty container after a 404 by slug.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { CreateContainerRequest, CreateSectionRequest, EditorSection, MoveSectionRequest, UpdateSectionRequest } from '../../../common/api/editor';
import { SECTION_LAYOUTS } from '../../../common/api/types';
import type { Lang } from '../../../common/routes';
import { SECTION_SLUG_PATTERN } from '../pages/section-service';
import { editorSection } from './module-view';
import { sectionBySlug } from './placement';
import { editorOf, langOfRequest } from './request';
import { sendRevision, writerOf } from './revision-guard';
import { createContainer, createSection, deleteSection, duplicateSection, moveSection, updateSection } from './section-store';
import { sectionNote } from '../audit/titles';

const SLUG_PARAMS = {
  type: 'object',
  required: ['slug'],
  properties: { locale: { type: 'string' }, slug: { type: 'string', pattern: SECTION_SLUG_PATTERN } },
} as const;

const LAYOUT = { type: 'string', enum: [...SECTION_LAYOUTS] } as const;
const EXTRA_CLASS = { type: 'string', maxLength: 50, pattern: '^[a-z0-9 _-]*$' } as const;
const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

type SlugParams = { locale: string; slug: string };

const sectionRoutes: FastifyPluginAsync = async (app) => {
  const view = async (slug: string, lang: Lang): Promise<EditorSection> => editorSection(app.db, await sectionBySlug(app.db, slug, lang), lang);

  app.get<{ Params: SlugParams }>('/sections/:slug/', { schema: { params: SLUG_PARAMS } }, async (request, reply) => {
    await sendRevision(app.db, reply, { section: request.params.slug });
    return view(request.params.slug, langOfRequest(request));
  });

  app.post<{ Body: CreateSectionRequest }>(
    '/sections/',
    {
      schema: {
        body: { type: 'object', required: ['page', 'layout'], properties: { page: ID, layout: LAYOUT, position: { type: 'integer', minimum: 0, maximum: 1000 }, extra_class: EXTRA_CLASS } },
      },
    },
    async (request, reply) => {
      const lang = langOfRequest(request);
      const row = await createSection(app.db, request.body, lang, await writerOf(request));
      request.audit(await sectionNote(app.db, row, 'section', 'create', lang));
      await sendRevision(app.db, reply, { sectionId: row.id });
      reply.code(201);
      return editorSection(app.db, row, lang);
    },
  );

  for (const method of ['POST', 'PATCH'] as const) {
    app.route<{ Params: SlugParams; Body: UpdateSectionRequest }>({
      method,
      url: '/sections/:slug/',
      schema: { params: SLUG_PARAMS, body: { type: 'object', properties: { layout: LAYOUT, extra_class: EXTRA_CLASS } } },
      handler: async (request, reply) => {
        const lang = langOfRequest(request);
        const section = await sectionBySlug(app.db, request.params.slug, lang);
        await updateSection(app.db, section, request.body ?? {}, lang, await writerOf(request));
        request.audit(await sectionNote(app.db, section, 'section', 'update', lang));
        await sendRevision(app.db, reply, { sectionId: section.id });
        return view(section.slug, lang);
      },
    });
  }

  app.post<{ Params: SlugParams; Body: MoveSectionRequest }>(
    '/sections/:slug/move/',
    { schema: { params: SLUG_PARAMS, body: { type: 'object', required: ['position'], properties: { position: { type: 'integer', minimum: 0, maximum: 1000 } } } } },
    async (request, reply) => {
      const lang = langOfRequest(request);
      const section = await sectionBySlug(app.db, request.params.slug, lang);
      await moveSection(app.db, section, request.body.position, lang, await writerOf(request));
      request.audit(await sectionNote(app.db, section, 'section', 'move', lang));
      await sendRevision(app.db, reply, { sectionId: section.id });
      return view(section.slug, lang);
    },
  );

  app.post<{ Params: SlugParams }>('/sections/:slug/duplicate/', { schema: { params: SLUG_PARAMS } }, async (request, reply) => {
    const lang = langOfRequest(request);
    const copy = await duplicateSection(app.db, await sectionBySlug(app.db, request.params.slug, lang), lang, await writerOf(request));
    request.audit(await sectionNote(app.db, copy, 'section', 'duplicate', lang));
    await sendRevision(app.db, reply, { sectionId: copy.id });
    reply.code(201);
    return editorSection(app.db, copy, lang);
  });

  app.delete<{ Params: SlugParams }>('/sections/:slug/', { schema: { params: SLUG_PARAMS } }, async (request, reply) => {
    const lang = langOfRequest(request);
    const section = await sectionBySlug(app.db, request.params.slug, lang);
    const note = await sectionNote(app.db, section, 'section', 'delete', lang);
    await deleteSection(app.db, section, lang, await writerOf(request));
    request.audit(note);
    if (section.pageId !== null) await sendRevision(app.db, reply, { page: section.pageId });
    return reply.code(204).send();
  });

  app.post<{ Body: CreateContainerRequest }>(
    '/container/',
    {
      schema: {
        body: {
          type: 'object',
          required: ['slug', 'content_type'],
          properties: {
            slug: { type: 'string', pattern: SECTION_SLUG_PATTERN },
            parent: { anyOf: [ID, { type: 'null' }] },
            content_type: { type: 'string', minLength: 1, maxLength: 50, pattern: '^[a-z0-9_.-]+$' },
            object_id: { anyOf: [ID, { type: 'null' }] },
            layout: LAYOUT,
          },
        },
      },
    },
    async (request, reply) => {
      const lang = langOfRequest(request);
      const { row, created } = await createContainer(app.db, request.body, lang, (await editorOf(request)).id);
      // Opening an entity's container for the first time makes it; opening it again changes nothing.
      request.audit(created ? await sectionNote(app.db, row, 'container', 'create', lang) : null);
      reply.code(created ? 201 : 200);
      return editorSection(app.db, row, lang);
    },
  );
};

export default sectionRoutes;
