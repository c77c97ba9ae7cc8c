/**
 * The visitor app's magazine calls (SPEC §7 article calls), through the one client's
 * `get`. The category list never fails a page: SPEC §8 "article category failure gives empty list".
 */
import type { Lang } from '../routes';
import { get } from './client';
import type { ArticleCategory, ArticleDetail, ArticleListItem, ArticleTag } from './magazine';
import type { Paginated } from './types';

/** Which articles a magazine list shows: all, one category or one tag. */
export interface ArticleFilter {
  category?: string;
  tag?: string;
}

export function getArticles(lang: Lang, filter: ArticleFilter, page: number): Promise<Paginated<ArticleListItem>> {
  const params: Record<string, string> = { page: String(page) };
  if (filter.category) params.category = filter.category;
  if (filter.tag) params.tag = filter.tag;
  return get<Paginated<ArticleListItem>>(`/${lang}/api/articles/`, params);
}

export function getArticle(lang: Lang, id: string): Promise<ArticleDetail> {
  return get<ArticleDetail>(`/${lang}/api/articles/${encodeURIComponent(id)}/`);
}

/** The newest articles, optionally of one category (blog teaser list and highlight teaser modules). */
export function getArticleTeasers(lang: Lang, options: { items?: number; category?: number } = {}): Promise<ArticleListItem[]> {
  const params: Record<string, string> = {};
  if (options.items !== undefined) params.items = String(options.items);
  if (options.category !== undefined) params.category = String(options.category);
  return get<ArticleListItem[]>(`/${lang}/api/articles-teaser/`, params);
}

/** SPEC §8: a failing category call leaves an empty list, not a broken page. */
export async function getArticleCategories(lang: Lang): Promise<ArticleCategory[]> {
  try {
    return await get<ArticleCategory[]>('/api/article-categories/', { lang });
  } catch {
    return [];
  }
}

export function getArticleTags(lang: Lang): Promise<ArticleTag[]> {
  return get<ArticleTag[]>('/api/article-tags/', { lang });
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
