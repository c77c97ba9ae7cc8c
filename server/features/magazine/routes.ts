/**
 * The magazine's read API (SPEC §7): GET /{locale}/api/articles-teaser/,
 * /{locale}/api/articles/?category&tag&page, /{locale}/api/articles/{id}/, and the category and tag
 * lists at /api/article-categories/ and /api/article-tags/ (?lang=, or under /{locale}/).
 */
import type { FastifyPluginAsync } from 'fastify';
import { ARTICLES_PAGE_SIZE, ARTICLE_TEASERS_DEFAULT, type ArticleCategory, type ArticleTag } from '../../../common/api/magazine';
import * as endpoints from '../../../common/api/endpoints';
import { ARTICLES_QUERY, ARTICLE_TEASERS_QUERY, LANG_QUERY } from '../../../common/api/query-schemas';
import { notFound } from '../../errors';
import { LOCALE_PARAMS, langOf, localeOf, type LocaleParams } from '../http/lang';
import { serve } from '../http/serve';
import { seesOffline } from '../http/viewer';
import { resolveMedia } from '../media/image-obj';
import { paginated } from '../programme/paging';
import { loadArticleDetail } from './article-detail';
import { findArticles, toArticleItems } from './articles-query';
import { ARTICLE_PARAMS, magazineQueryError, optionalId } from './query-schema';
import { loadCategories, loadTags } from './taxonomy';

const magazineRoutes: FastifyPluginAsync = async (app) => {
  const common = { schemaErrorFormatter: magazineQueryError, config: { publicCache: true } };

  serve(app, endpoints.articleTeasers, { ...common, schema: { querystring: ARTICLE_TEASERS_QUERY } }, async (request, _reply, lang) => {
    const { rows } = await findArticles(app.db, { category: optionalId(request.query.category) }, { page: 1, size: request.query.items ?? ARTICLE_TEASERS_DEFAULT });
    return resolveMedia(app.db, await toArticleItems(app.db, rows, lang), lang);
  });

  serve(app, endpoints.articles, { ...common, schema: { querystring: ARTICLES_QUERY } }, async (request, _reply, lang) => {
    const page = { page: request.query.page ?? 1, size: ARTICLES_PAGE_SIZE };
    const { rows, count } = await findArticles(app.db, { category: optionalId(request.query.category), tag: optionalId(request.query.tag) }, page);
    return paginated(await resolveMedia(app.db, await toArticleItems(app.db, rows, lang), lang), count, page);
  });

  serve(app, endpoints.article, { ...common, schema: { params: ARTICLE_PARAMS } }, async (request, _reply, lang) => {
    const article = await loadArticleDetail(app.db, Number(request.params.id), lang, seesOffline(await request.currentUser()));
    if (!article) throw notFound();
    return article;
  });

  serve(app, endpoints.articleCategories, { ...common, schema: { querystring: LANG_QUERY } }, (request) => loadCategories(app.db, langOf(request.query)));
  serve(app, endpoints.articleTags, { ...common, schema: { querystring: LANG_QUERY } }, (request) => loadTags(app.db, langOf(request.query)));

  // The same lists under the language (SPEC §7 "or under /{locale}/"); no app calls these.
  const lists = { categories: loadCategories, tags: loadTags } as const;
  for (const [path, load] of [['article-categories', lists.categories], ['article-tags', lists.tags]] as const) {
    app.get<{ Params: LocaleParams }>(`/:locale/api/${path}/`, { ...common, schema: { params: LOCALE_PARAMS } }, async (request): Promise<ArticleCategory[] | ArticleTag[]> =>
      load(app.db, localeOf(request.params.locale)),
    );
  }
};

export default magazineRoutes;
