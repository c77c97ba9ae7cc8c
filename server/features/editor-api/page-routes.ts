/** Page settings (common/api/editor.ts): GET, POST / PATCH `{id}/`, POST create, GET list for the parent picker. */
import type { FastifyPluginAsync } from 'fastify';
import { type PageOption, type PageSettings, type PageSettingsInput } from '../../../common/api/editor';
import { PAGE_TEMPLATES, type PageTemplate } from '../../../common/api/page-tree';
import { ID_PARAMS, NULLABLE_DATE, editorOf, langOfRequest } from './request';
import { sendRevision, writerOf } from './revision-guard';
import { createPage, pageOptions, pageRow, pageSettings, savePageSettings } from './page-settings';
import { pageNote } from '../audit/titles';

const LOCALIZED = { type: 'object', properties: { de: { type: 'string' }, en: { type: 'string' } } } as const;
const FLAG = { type: 'boolean' } as const;

const SETTINGS_BODY = {
  type: 'object',
  properties: {
    urls: LOCALIZED,
    title: LOCALIZED,
    headline: LOCALIZED,
    meta_title: LOCALIZED,
    meta_description: LOCALIZED,
    og_title: LOCALIZED,
    og_description: LOCALIZED,
    og_image: { anyOf: [{ type: 'object', required: ['$media'], properties: { $media: { type: 'integer', minimum: 1 } } }, { type: 'null' }] },
    og_type: { type: 'string', enum: ['website', 'article'] },
    is_online: FLAG,
    is_clickable: FLAG,
    in_menu: FLAG,
    in_footer: FLAG,
    is_landing_page: FLAG,
    parent: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
    // null first: the schema's type coercion turned a null (no theme) into '' under the string branch,
    // and every page without a theme failed its settings save with 'theme notOption'.
    theme: { anyOf: [{ type: 'null' }, { type: 'string' }] },
    variant: { type: 'string' },
    online_from: NULLABLE_DATE,
    online_to: NULLABLE_DATE,
  },
} as const;

const pageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { q?: string } }>(
    '/pages/',
    { schema: { querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 200 } } } } },
    async (request): Promise<PageOption[]> => pageOptions(app.db, request.query.q ?? '', langOfRequest(request)),
  );

  app.get<{ Params: { locale: string; id: number } }>('/pages/:id/', { schema: { params: ID_PARAMS } }, async (request, reply): Promise<PageSettings> => {
    const lang = langOfRequest(request);
    const row = await pageRow(app.db, request.params.id, lang);
    await sendRevision(app.db, reply, { page: row.id });
    return pageSettings(app.db, row, lang);
  });

  for (const method of ['POST', 'PATCH'] as const) {
    app.route<{ Params: { locale: string; id: number }; Body: PageSettingsInput }>({
      method,
      url: '/pages/:id/',
      schema: { params: ID_PARAMS, body: SETTINGS_BODY },
      handler: async (request, reply): Promise<PageSettings> => {
        const lang = langOfRequest(request);
        await savePageSettings(app.db, await pageRow(app.db, request.params.id, lang), request.body ?? {}, lang, await writerOf(request));
        request.audit(await pageNote(app.db, request.params.id, 'update', lang, { fields: Object.keys(request.body ?? {}) }));
        await sendRevision(app.db, reply, { page: request.params.id });
        return pageSettings(app.db, await pageRow(app.db, request.params.id, lang), lang);
      },
    });
  }

  const CREATE_BODY = { ...SETTINGS_BODY, properties: { ...SETTINGS_BODY.properties, template: { type: 'string', enum: [...PAGE_TEMPLATES] } } } as const;
  app.post<{ Body: PageSettingsInput & { template?: PageTemplate } }>('/pages/', { schema: { body: CREATE_BODY } }, async (request, reply): Promise<PageSettings> => {
    const lang = langOfRequest(request);
    const { template, ...input } = request.body ?? {};
    const row = await createPage(app.db, input, lang, (await editorOf(request)).id, template);
    request.audit(await pageNote(app.db, row.id, 'create', lang));
    reply.code(201);
    return pageSettings(app.db, row, lang);
  });
};

export default pageRoutes;
