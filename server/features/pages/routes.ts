/**
 * GET /{locale}/pageeditor-api/page/{path} and GET /pageeditor-api/container/by-slug/{slug} (SPEC §7).
 * Missing and (for anonymous visitors) offline pages answer 404 '404 Not Found' (SPEC §8).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { QueryOf } from '../../../common/api/contract';
import type { Lang } from '../../../common/routes';
import type { Page } from '../../../common/api/types';
import * as endpoints from '../../../common/api/endpoints';
import { LANG_QUERY, PAGE_QUERY } from '../../../common/api/query-schemas';
import { notFound } from '../../errors';
import { LOCALE_PARAMS, langOf, localeOf, type LocaleParams } from '../http/lang';
import { serve } from '../http/serve';
import { loadPage } from './page-service';
import { SECTION_SLUG_PATTERN, loadSectionBySlug } from './section-service';

interface PageParams extends LocaleParams {
  '*'?: string;
}

const REST = { type: 'string', maxLength: 500 } as const;
const PAGE_SCHEMA = {
  params: { ...LOCALE_PARAMS, properties: { ...LOCALE_PARAMS.properties, '*': REST } },
  querystring: PAGE_QUERY,
} as const;

type PageQuery = QueryOf<typeof endpoints.page>;

const pageRoutes: FastifyPluginAsync = async (app) => {
  async function answer(request: FastifyRequest<{ Querystring: PageQuery }>, lang: Lang, below: string | undefined): Promise<Page> {
    const rest = (below ?? '').replace(/^\/+|\/+$/g, '');
    const version = request.query.version_id === undefined ? undefined : Number(request.query.version_id);
    const page = await loadPage(app.db, { lang, path: rest ? `/${lang}/${rest}` : `/${lang}`, user: await request.currentUser(), ...(version ? { version } : {}), published: request.query.view === 'published' });
    if (!page) throw notFound();
    return page;
  }
  const options = { config: { publicCache: true } };

  serve(app, endpoints.page, { ...options, schema: { querystring: PAGE_QUERY, params: { type: 'object', properties: { '*': REST } } } }, (request, _reply, lang) =>
    answer(request, lang, request.params['*']),
  );
  // The home page without the final slash, and any other language prefix (a 404, SPEC §8); no app calls these.
  for (const url of ['/:locale/pageeditor-api/page', '/:locale/pageeditor-api/page/*']) {
    app.get<{ Params: PageParams; Querystring: PageQuery }>(url, { ...options, schema: PAGE_SCHEMA }, (request) => answer(request, localeOf(request.params.locale), request.params['*']));
  }

  serve(
    app,
    endpoints.container,
    {
      schema: {
        params: { type: 'object', required: ['slug'], properties: { slug: { type: 'string', pattern: SECTION_SLUG_PATTERN } } },
        querystring: LANG_QUERY,
      },
      config: { publicCache: true },
    },
    async (request) => {
      const section = await loadSectionBySlug(app.db, request.params.slug, langOf(request.query), await request.currentUser());
      if (!section) throw notFound();
      return section;
    },
  );
};

export default pageRoutes;
