/**
 * Productions as the API and the HTML shell's route loaders give them out (SPEC §7): one
 * list page with its filters, and one production with its cast and upcoming dates.
 */
import type { ProductionDetail, ProductionListItem } from '../../../common/api/programme';
import type { Paginated } from '../../../common/api/types';
import { pickText } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { lowerBound } from './berlin-day';
import { containerExists, containerSlug } from './event-detail';
import { toEventListItems } from './event-items';
import { allEvents } from './events-query';
import { entityUrls } from './links';
import { mediaSlots, withImages } from './media-slot';
import { pageRequest, paginated } from './paging';
import { personRoles } from './person-roles';
import { findProductions, toProductionItems } from './productions-query';
import { parseIds } from './query-schema';
import type { QueryOf } from '../../../common/api/contract';
import type { productions } from '../../../common/api/endpoints';

/** The list's query as the address carries it (SPEC §3 "Production filter"), already validated. */
export type ProductionQuery = QueryOf<typeof productions>;

export async function loadProductionsPage(db: Db, q: ProductionQuery, lang: Lang): Promise<Paginated<ProductionListItem>> {
  const page = pageRequest(q);
  const filters = { from: lowerBound(q.date).from, playing: q.date !== undefined, season: parseIds(q.season), exhibitionType: parseIds(q.exhibition_type), tag: parseIds(q.tag) };
  const { rows, count } = await findProductions(db, filters, page);
  return paginated(await withImages(db, await toProductionItems(db, rows, lang), lang), count, page);
}

export async function loadProductionDetail(db: Db, id: number, lang: Lang): Promise<ProductionDetail | null> {
  const { from } = lowerBound(undefined);
  const { rows } = await findProductions(db, { from, playing: false, ids: [id] }, { page: 1, size: 1 });
  if (!rows[0]) return null;
  const p = rows[0].production;
  const [[item], persons, dates] = await Promise.all([
    toProductionItems(db, rows, lang),
    personRoles(db, { production: id }, lang),
    allEvents(db, { from, production: id }),
  ]);
  const detail: ProductionDetail = {
    ...item!,
    urls: entityUrls('production', p.id, p.slug),
    lead: pickText(p.lead, lang),
    description: pickText(p.description, lang),
    container: containerSlug('production', p.id),
    has_container: await containerExists(db, containerSlug('production', p.id)),
    gallery: mediaSlots(p.gallery),
    video_url: p.videoUrl,
    promoter: pickText(p.promoter, lang),
    persons,
    events: await toEventListItems(db, dates, lang),
    design: { theme: p.theme, variant: p.variant },
  };
  return withImages(db, detail, lang);
}
