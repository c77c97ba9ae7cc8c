/**
 * GET /{locale}/api/articles/{id}/: the list item plus both languages' addresses,
 * the body as page modules, and the related events (from today on) and productions.
 */
import { and, asc, eq, gte } from 'drizzle-orm';
import type { ArticleDetail, ArticleEventLink } from '../../../common/api/magazine';
import type { ModuleData } from '../../../common/api/types';
import { pick, pickText } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { articleEvents, articleProductions, articles, events, type StoredArticleModule } from '../../db/schema';
import { resolveMedia } from '../media/image-obj';
import { lowerBound } from '../programme/berlin-day';
import { entityUrl } from '../programme/links';
import { mediaSlot } from '../programme/media-slot';
import { findProductions, toProductionItems } from '../programme/productions-query';
import { articleVisible, toArticleItems } from './articles-query';
import { articleUrls } from './links';

/** Related productions an article lists at most. */
const MAX_RELATED = 20;

/** Body modules as the CMS renderers take them: `{...fields, ...pick(i18n, lang)}` (ARCHITECTURE "Bilingual content"). */
export function bodyModules(body: StoredArticleModule[], lang: Lang): ModuleData[] {
  return body.map((module, index) => ({
    id: index + 1,
    type: module.type,
    online_from: null,
    online_to: null,
    data: { ...module.fields, ...pick(module.i18n, lang) },
    children: [],
  }));
}

async function relatedEvents(db: Db, articleId: number, lang: Lang, from: Date): Promise<ArticleEventLink[]> {
  const rows = await db
    .select({ id: events.id, slug: events.slug, title: events.title, startsAt: events.startsAt, imageId: events.imageId })
    .from(articleEvents)
    .innerJoin(events, eq(events.id, articleEvents.eventId))
    .where(and(eq(articleEvents.articleId, articleId), eq(events.isOnline, true), gte(events.startsAt, from)))
    .orderBy(asc(events.startsAt))
    .limit(MAX_RELATED);
  return rows.map((e) => ({ id: e.id, title: pickText(e.title, lang), starts_at: e.startsAt.toISOString(), url: entityUrl('event', lang, e.id, e.slug), image: mediaSlot(e.imageId) }));
}

/** The article in `lang`, or null when there is none a visitor may see (editors also see offline ones). */
export async function loadArticleDetail(db: Db, id: number, lang: Lang, showOffline: boolean): Promise<ArticleDetail | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(showOffline ? eq(articles.id, id) : and(eq(articles.id, id), articleVisible()));
  if (!row) return null;
  const { from } = lowerBound(undefined);
  const productionIds = (await db.select({ id: articleProductions.productionId }).from(articleProductions).where(eq(articleProductions.articleId, id))).map((r) => r.id);
  const [[item], eventLinks, productionRows] = await Promise.all([
    toArticleItems(db, [row], lang),
    relatedEvents(db, id, lang, from),
    productionIds.length ? findProductions(db, { from, playing: false, ids: productionIds }, { page: 1, size: MAX_RELATED }) : Promise.resolve({ rows: [], count: 0 }),
  ]);
  const detail: ArticleDetail = {
    ...item!,
    urls: articleUrls(row.id, row.slug),
    body: bodyModules(row.body, lang),
    events: eventLinks,
    productions: await toProductionItems(db, productionRows.rows, lang),
  };
  return resolveMedia(db, detail, lang);
}
