/**
 * GET /{locale}/pageeditor-api/page/{path} and GET /pageeditor-api/container/by-slug/{slug} (SPEC §7).
 * Missing and (for anonymous visitors) offline pages answer 404 '404 Not Found' (SPEC §8).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Page, Section } from '../../../common/api/types';
import { notFound } from '../../errors';
import { LANG_QUERY, LOCALE_PARAMS, langOf, localeOf, type LangQuery, type LocaleParams } from '../http/lang';
import { loadPage } from './page-service';
import { SECTION_SLUG_PATTERN, loadSectionBySlug } from './section-service';

interface PageParams extends LocaleParams {
  '*'?: string;
}

interface PageQuerystring {
  /** For editors: show that version of the page (its number); anonymous visitors get the live page. */
  version_id?: string;
  /** 'Ansicht als Besucher': an editor asks for the published page instead of the draft. */
  view?: 'published';
}

const PAGE_SCHEMA = {
  params: { ...LOCALE_PARAMS, properties: { ...LOCALE_PARAMS.properties, '*': { type: 'string', maxLength: 500 } } },
  querystring: { type: 'object', properties: { version_id: { type: 'string', pattern: '^[0-9]{1,12}$' }, view: { type: 'string', enum: ['published'] } } },
} as const;

const pageRoutes: FastifyPluginAsync = async (app) => {
  for (const url of ['/:locale/pageeditor-api/page', '/:locale/pageeditor-api/page/*']) {
    app.get<{ Params: PageParams; Querystring: PageQuerystring }>(url, { schema: PAGE_SCHEMA, config: { publicCache: true } }, async (request): Promise<Page> => {
      const lang = localeOf(request.params.locale);
      const rest = (request.params['*'] ?? '').replace(/^\/+|\/+$/g, '');
      const version = request.query.version_id === undefined ? undefined : Number(request.query.version_id);
      const page = await loadPage(app.db, { lang, path: rest ? `/${lang}/${rest}` : `/${lang}`, user: await request.currentUser(), ...(version ? { version } : {}), published: request.query.view === 'published' });
      if (!page) throw notFound();
      return page;
    });
  }

  app.get<{ Params: { slug: string }; Querystring: LangQuery }>(
    '/pageeditor-api/container/by-slug/:slug',
    {
      schema: {
        params: { type: 'object', required: ['slug'], properties: { slug: { type: 'string', pattern: SECTION_SLUG_PATTERN } } },
        querystring: LANG_QUERY,
      },
      config: { publicCache: true },
    },
    async (request): Promise<Section> => {
      const section = await loadSectionBySlug(app.db, request.params.slug, langOf(request.query), await request.currentUser());
      if (!section) throw notFound();
      return section;
    },
  );
};

export default pageRoutes;
