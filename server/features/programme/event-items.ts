/** Event rows as list items (common/api/programme.ts EventListItem), with their tags and lowest price. */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { EventListItem, FilterOption } from '../../../common/api/programme';
import { pickText } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { eventTagLinks, eventTags, prices } from '../../db/schema';
import type { EventListRow } from './events-query';
import { entityUrl } from './links';
import { mediaSlot, withImages } from './media-slot';
import { saleState, seatSummaries } from './sale-state';
import { now } from '../../clock';

async function tagsByEvent(db: Db, ids: number[], lang: Lang): Promise<Map<number, FilterOption[]>> {
  const rows = await db
    .select({ eventId: eventTagLinks.eventId, id: eventTags.id, name: eventTags.name })
    .from(eventTagLinks)
    .innerJoin(eventTags, eq(eventTags.id, eventTagLinks.tagId))
    .where(inArray(eventTagLinks.eventId, ids))
    .orderBy(asc(eventTags.position), asc(eventTags.id));
  const byEvent = new Map<number, FilterOption[]>();
  for (const row of rows) {
    const list = byEvent.get(row.eventId) ?? [];
    list.push({ id: row.id, name: pickText(row.name, lang) });
    byEvent.set(row.eventId, list);
  }
  return byEvent;
}

/** SPEC §5: prices of '0.00' do not count. */
async function lowestPrices(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ eventId: prices.eventId, min: sql<string>`min(${prices.price})::text` })
    .from(prices)
    .where(and(inArray(prices.eventId, ids), gt(prices.price, '0')))
    .groupBy(prices.eventId);
  return new Map(rows.map((r) => [r.eventId, r.min]));
}

export async function toEventListItems(db: Db, rows: EventListRow[], lang: Lang): Promise<EventListItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [tags, lowest, seats] = await Promise.all([tagsByEvent(db, ids, lang), lowestPrices(db, ids), seatSummaries(db, ids)]);
  const at = now();
  const items = rows.map(
    (row): EventListItem => ({
      id: row.id,
      id_jet: row.idJet,
      title: pickText(row.title, lang),
      preline: pickText(row.preline, lang),
      subline: pickText(row.subline, lang),
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt ? row.endsAt.toISOString() : null,
      room: row.roomId !== null && row.roomName ? { id: row.roomId, name: pickText(row.roomName, lang) } : null,
      image: mediaSlot(row.imageId),
      url: entityUrl('event', lang, row.id, row.slug),
      tags: tags.get(row.id) ?? [],
      price_min: lowest.get(row.id) ?? null,
      ticket_url: row.ticketUrl,
      event_type_new: pickText(row.eventTypeNew, lang),
      sale: saleState(row, seats.get(row.id), at),
    }),
  );
  return withImages(db, items, lang);
}
