/** The magazine: articles, their teasers, categories and tags (SPEC §7; the contract: common/api/endpoints/index.ts). */
import { endpoint } from '../contract';
import type { Options } from './options';
import type { ArticleCategory, ArticleDetail, ArticleListItem, ArticleTag } from '../magazine';
import type { ARTICLES_QUERY, ARTICLE_TEASERS_QUERY } from '../query-schemas';
import type { Paginated } from '../types';

// The magazine (SPEC §7 magazine calls)
export const articles = /* @__PURE__ */ endpoint<{ query: typeof ARTICLES_QUERY; answer: Paginated<ArticleListItem> }>()('/{lang}/api/articles/');
export const article = /* @__PURE__ */ endpoint<{ answer: ArticleDetail }>()('/{lang}/api/articles/:id/');
export const articleTeasers = /* @__PURE__ */ endpoint<{ query: typeof ARTICLE_TEASERS_QUERY; answer: ArticleListItem[] }>()('/{lang}/api/articles-teaser/');
export const articleCategories = /* @__PURE__ */ endpoint<Options<ArticleCategory>>()('/api/article-categories/');
export const articleTags = /* @__PURE__ */ endpoint<Options<ArticleTag>>()('/api/article-tags/');
