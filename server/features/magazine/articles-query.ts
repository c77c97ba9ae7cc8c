/**
 * Which articles a list shows and how an article becomes a list item: online and
 * inside their online window, newest first; categories and tags loaded in one query each per list.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ArticleCategory, ArticleListItem, ArticleTag } from '../../../common/api/magazine';
import { pickText } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { articleCategories, articleCategoryLinks, articleTagLinks, articleTags, articles } from '../../db/schema';
import { mediaSlot } from '../programme/media-slot';
import { offsetOf, type PageRequest } from '../programme/paging';
import { articleUrl, categoryUrl, tagUrl } from './links';
import { now as clockNow } from '../../clock';
import { articleVisibleSql } from '../visibility';

export type ArticleRow = typeof articles.$inferSelect;

export interface ArticleFilters {
  category?: number;
  tag?: number;
  now?: Date;
}

/** Online now (server/features/visibility.ts): expired content never shows. */
export const articleVisible = (now: Date = clockNow()): SQL => articleVisibleSql(now);

function conditions(f: ArticleFilters): SQL {
  return and(
    articleVisible(f.now),
    f.category === undefined
      ? undefined
      : sql`exists (select 1 from ${articleCategoryLinks} where ${articleCategoryLinks.articleId} = ${articles.id} and ${articleCategoryLinks.categoryId} = ${f.category})`,
    f.tag === undefined
      ? undefined
      : sql`exists (select 1 from ${articleTagLinks} where ${articleTagLinks.articleId} = ${articles.id} and ${articleTagLinks.tagId} = ${f.tag})`,
  )!;
}

export async function findArticles(db: Db, filters: ArticleFilters, page: PageRequest): Promise<{ rows: ArticleRow[]; count: number }> {
  const where = conditions(filters);
  const [rows, [total]] = await Promise.all([
    db.select().from(articles).where(where).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(page.size).offset(offsetOf(page)),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

type CategoryRow = typeof articleCategories.$inferSelect;
type TagRow = typeof articleTags.$inferSelect;

export const toCategory = (row: CategoryRow, lang: Lang): ArticleCategory => ({
  id: row.id,
  name: pickText(row.name, lang),
  slug: pickText(row.slug, lang),
  url: categoryUrl(lang, row.id, row.slug),
});

export const toTag = (row: TagRow, lang: Lang): Omit<ArticleTag, 'count'> => ({
  id: row.id,
  name: pickText(row.name, lang),
  slug: pickText(row.slug, lang),
  url: tagUrl(lang, row.id, row.slug),
});

/** List items with media slots where images go (the caller resolves them in one batch). */
export async function toArticleItems(db: Db, rows: ArticleRow[], lang: Lang): Promise<ArticleListItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [categoryLinks, tagLinks] = await Promise.all([
    db
      .select({ articleId: articleCategoryLinks.articleId, category: articleCategories })
      .from(articleCategoryLinks)
      .innerJoin(articleCategories, eq(articleCategories.id, articleCategoryLinks.categoryId))
      .where(inArray(articleCategoryLinks.articleId, ids))
      .orderBy(asc(articleCategories.position), asc(articleCategories.id)),
    db
      .select({ articleId: articleTagLinks.articleId, tag: articleTags })
      .from(articleTagLinks)
      .innerJoin(articleTags, eq(articleTags.id, articleTagLinks.tagId))
      .where(inArray(articleTagLinks.articleId, ids))
      .orderBy(asc(articleTags.position), asc(articleTags.id)),
  ]);
  return rows.map((a) => ({
    id: a.id,
    title: pickText(a.title, lang),
    lead: pickText(a.lead, lang),
    image: mediaSlot(a.imageId),
    author: a.author,
    published_at: a.publishedAt.toISOString(),
    url: articleUrl(lang, a.id, a.slug),
    categories: categoryLinks.filter((l) => l.articleId === a.id).map((l) => toCategory(l.category, lang)),
    tags: tagLinks.filter((l) => l.articleId === a.id).map((l) => toTag(l.tag, lang)),
  }));
}
