/**
 * The visitor app's magazine calls (SPEC §7 article calls), through the one client's
 * `get`. The category list never fails a page: SPEC §8 "article category failure gives empty list".
 */
import type { Lang } from '../routes';
import { call } from './client';
import * as endpoints from './endpoints/magazine';
import type { ArticleCategory, ArticleDetail, ArticleListItem, ArticleTag } from './magazine';
import type { Paginated } from './types';

/** Which articles a magazine list shows: all, one category or one tag. */
export interface ArticleFilter {
  category?: string;
  tag?: string;
}

export function getArticles(lang: Lang, filter: ArticleFilter, page: number): Promise<Paginated<ArticleListItem>> {
  return call(endpoints.articles, { lang, query: { ...filter, page } });
}

export function getArticle(lang: Lang, id: string): Promise<ArticleDetail> {
  return call(endpoints.article, { lang, params: { id } });
}

/** The newest articles, optionally of one category (blog teaser list and highlight teaser modules). */
export function getArticleTeasers(lang: Lang, options: { items?: number; category?: number } = {}): Promise<ArticleListItem[]> {
  const { items, category } = options;
  return call(endpoints.articleTeasers, { lang, query: { items, category: category?.toString() } });
}

/** SPEC §8: a failing category call leaves an empty list, not a broken page. */
export async function getArticleCategories(lang: Lang): Promise<ArticleCategory[]> {
  try {
    return await call(endpoints.articleCategories, { query: { lang } });
  } catch {
    return [];
  }
}

export function getArticleTags(lang: Lang): Promise<ArticleTag[]> {
  return call(endpoints.articleTags, { query: { lang } });
}

/** The magazine's list pages (SPEC §2 media library, category, tags list, tag). */
export type MagazineView = 'magazine' | 'magazine-category' | 'magazine-tags' | 'magazine-tag';

/** What a magazine list page shows (also inlined by the shell). */
export interface MagazineRouteData {
  categories: ArticleCategory[];
  /** Every tag with its count on the tags list and tag pages; empty elsewhere. */
  tags: ArticleTag[];
  /** The first page of the view's articles; null on the tags list. */
  articles: Paginated<ArticleListItem> | null;
}

/** The articles a view lists: all, its category or its tag (ids from the address). */
export function filterOf(view: MagazineView, params: { id?: string }): ArticleFilter {
  if (view === 'magazine-category') return { category: params.id };
  if (view === 'magazine-tag') return { tag: params.id };
  return {};
}

export async function getMagazineData(lang: Lang, view: MagazineView, params: { id?: string }): Promise<MagazineRouteData> {
  const withTags = view === 'magazine-tags' || view === 'magazine-tag';
  const [categories, tags, articles] = await Promise.all([
    getArticleCategories(lang),
    withTags ? getArticleTags(lang) : Promise.resolve([]),
    view === 'magazine-tags' ? Promise.resolve(null) : getArticles(lang, filterOf(view, params), 1),
  ]);
  return { categories, tags, articles };
}
