/**
 * Productions for GET /{locale}/api/productions/?season&exhibition_type&tag&date&page (SPEC §7):
 * filters combine with AND across keys; with a date only productions playing from that Berlin day on,
 * ordered by their next date; without one every production, the next playing first.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductionListItem } from '../../../common/api/programme';
import { pickText } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { events, exhibitionTypes, productionPersons, productionTagLinks, productionTags, productions, seasons } from '../../db/schema';
import { entityUrl } from './links';
import { mediaSlot } from './media-slot';
import { offsetOf, type PageRequest } from './paging';

export interface ProductionFilters {
  from: Date;
  /** Only productions with an event from `from` on. */
  playing: boolean;
  season?: number[] | null;
  exhibitionType?: number[] | null;
  tag?: number[] | null;
  ids?: number[];
  person?: number;
}

export async function findProductions(db: Db, f: ProductionFilters, request: PageRequest) {
  const next = sql<Date | null>`(select min(${events.startsAt}) from ${events} where ${events.productionId} = ${productions.id} and ${events.isOnline} and ${events.startsAt} >= ${f.from})`;
  const where: (SQL | undefined)[] = [
    eq(productions.isOnline, true),
    f.season ? inArray(productions.seasonId, f.season) : undefined,
    f.exhibitionType ? inArray(productions.exhibitionTypeId, f.exhibitionType) : undefined,
    f.tag ? sql`exists (select 1 from ${productionTagLinks} where ${productionTagLinks.productionId} = ${productions.id} and ${inArray(productionTagLinks.tagId, f.tag)})` : undefined,
    f.person === undefined ? undefined : sql`exists (select 1 from ${productionPersons} where ${productionPersons.productionId} = ${productions.id} and ${productionPersons.personId} = ${f.person})`,
    f.ids ? inArray(productions.id, f.ids) : undefined,
    f.playing ? sql`${next} is not null` : undefined,
  ];
  const rows = await db
    .select({
      production: productions,
      season: { id: seasons.id, name: seasons.name },
      type: { id: exhibitionTypes.id, slug: exhibitionTypes.slug, name: exhibitionTypes.name },
      next: sql<string | null>`${next}`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(productions)
    .leftJoin(seasons, eq(seasons.id, productions.seasonId))
    .leftJoin(exhibitionTypes, eq(exhibitionTypes.id, productions.exhibitionTypeId))
    .where(and(...where))
    .orderBy(sql`${next} asc nulls last`, asc(productions.id))
    .limit(request.size)
    .offset(offsetOf(request));
  return { rows, count: rows[0]?.total ?? 0 };
}

export type ProductionRow = Awaited<ReturnType<typeof findProductions>>['rows'][number];

/** List items; images are media slots still (resolve with `withImages`). */
export async function toProductionItems(db: Db, rows: ProductionRow[], lang: Lang): Promise<ProductionListItem[]> {
  if (rows.length === 0) return [];
  const tagRows = await db
    .select({ productionId: productionTagLinks.productionId, id: productionTags.id, name: productionTags.name })
    .from(productionTagLinks)
    .innerJoin(productionTags, eq(productionTags.id, productionTagLinks.tagId))
    .where(inArray(productionTagLinks.productionId, rows.map((r) => r.production.id)))
    .orderBy(asc(productionTags.position), asc(productionTags.id));
  return rows.map(({ production: p, season, type, next }) => ({
    id: p.id,
    title: pickText(p.title, lang),
    preline: pickText(p.preline, lang),
    subline: pickText(p.subline, lang),
    image: mediaSlot(p.imageId),
    url: entityUrl('production', lang, p.id, p.slug),
    season: season ? { id: season.id, name: pickText(season.name, lang) } : null,
    exhibition_type: type ? { id: type.id, slug: type.slug, name: pickText(type.name, lang) } : null,
    tags: tagRows.filter((t) => t.productionId === p.id).map((t) => ({ id: t.id, name: pickText(t.name, lang) })),
    next_date: next ? new Date(next).toISOString() : null,
  }));
}
