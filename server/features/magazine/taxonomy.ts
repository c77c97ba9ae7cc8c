/** The magazine's categories and tags (SPEC §2 category links and "All #Topics"; §3 "Article category"). */
import { and, asc, count, eq } from 'drizzle-orm';
import type { ArticleCategory, ArticleTag } from '../../../common/api/magazine';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { articleCategories, articleTagLinks, articleTags, articles } from '../../db/schema';
import { articleVisible, toCategory, toTag } from './articles-query';

export async function loadCategories(db: Db, lang: Lang): Promise<ArticleCategory[]> {
  const rows = await db.select().from(articleCategories).orderBy(asc(articleCategories.position), asc(articleCategories.id));
  return rows.map((row) => toCategory(row, lang));
}

/** Every tag with the number of articles online now that carry it. */
export async function loadTags(db: Db, lang: Lang): Promise<ArticleTag[]> {
  const counts = db
    .select({ tagId: articleTagLinks.tagId, n: count().as('n') })
    .from(articleTagLinks)
    .innerJoin(articles, and(eq(articles.id, articleTagLinks.articleId), articleVisible()))
    .groupBy(articleTagLinks.tagId)
    .as('counts');
  const rows = await db
    .select({ tag: articleTags, n: counts.n })
    .from(articleTags)
    .leftJoin(counts, eq(counts.tagId, articleTags.id))
    .orderBy(asc(articleTags.position), asc(articleTags.id));
  return rows.map((row) => ({ ...toTag(row.tag, lang), count: Number(row.n ?? 0) }));
}
