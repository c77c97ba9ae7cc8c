/**
 * The magazine's read API (SPEC §7): GET /{locale}/api/articles-teaser/,
 * /{locale}/api/articles/?category&tag&page, /{locale}/api/articles/{id}/, and the category and tag
 * lists at /api/article-categories/ and /api/article-tags/ (?lang=, or under /{locale}/).
 */
import type { FastifyPluginAsync } from 'fastify';
import { ARTICLES_PAGE_SIZE, ARTICLE_TEASERS_DEFAULT, type ArticleCategory, type ArticleDetail, type ArticleListItem, type ArticleTag } from '../../../common/api/magazine';
import type { Paginated } from '../../../common/api/types';
import { LANGS } from '../../../common/routes';
import { notFound } from '../../errors';
import { LANG_QUERY, LOCALE_PARAMS, langOf, localeOf, type LangQuery, type LocaleParams } from '../http/lang';
import { seesOffline } from '../http/viewer';
import { resolveMedia } from '../media/image-obj';
import { paginated } from '../programme/paging';
import { loadArticleDetail } from './article-detail';
import { findArticles, toArticleItems } from './articles-query';
import { ARTICLES_QUERY, ARTICLE_PARAMS, TEASER_QUERY, magazineQueryError, optionalId } from './query-schema';
import { loadCategories, loadTags } from './taxonomy';

interface ArticlesQuery {
  category?: string;
  tag?: string;
  page?: number;
}

const magazineRoutes: FastifyPluginAsync = async (app) => {
  const common = { schemaErrorFormatter: magazineQueryError, config: { publicCache: true } };

  for (const lang of LANGS) {
    app.get<{ Querystring: { category?: string; items?: number } }>(`/${lang}/api/articles-teaser/`, { ...common, schema: { querystring: TEASER_QUERY } }, async (request): Promise<ArticleListItem[]> => {
      const { rows } = await findArticles(app.db, { category: optionalId(request.query.category) }, { page: 1, size: request.query.items ?? ARTICLE_TEASERS_DEFAULT });
      return resolveMedia(app.db, await toArticleItems(app.db, rows, lang), lang);
    });

    app.get<{ Querystring: ArticlesQuery }>(`/${lang}/api/articles/`, { ...common, schema: { querystring: ARTICLES_QUERY } }, async (request): Promise<Paginated<ArticleListItem>> => {
      const page = { page: request.query.page ?? 1, size: ARTICLES_PAGE_SIZE };
      const { rows, count } = await findArticles(app.db, { category: optionalId(request.query.category), tag: optionalId(request.query.tag) }, page);
      return paginated(await resolveMedia(app.db, await toArticleItems(app.db, rows, lang), lang), count, page);
    });

    app.get<{ Params: { id: string } }>(`/${lang}/api/articles/:id/`, { ...common, schema: { params: ARTICLE_PARAMS } }, async (request): Promise<ArticleDetail> => {
      const article = await loadArticleDetail(app.db, Number(request.params.id), lang, seesOffline(await request.currentUser()));
      if (!article) throw notFound();
      return article;
    });
  }

  const lists = { categories: loadCategories, tags: loadTags } as const;
  for (const [path, load] of [['article-categories', lists.categories], ['article-tags', lists.tags]] as const) {
    app.get<{ Querystring: LangQuery }>(`/api/${path}/`, { ...common, schema: { querystring: LANG_QUERY } }, async (request): Promise<ArticleCategory[] | ArticleTag[]> =>
      load(app.db, langOf(request.query)),
    );
    app.get<{ Params: LocaleParams }>(`/:locale/api/${path}/`, { ...common, schema: { params: LOCALE_PARAMS } }, async (request): Promise<ArticleCategory[] | ArticleTag[]> =>
      load(app.db, localeOf(request.params.locale)),
    );
  }
};

export default magazineRoutes;
