/** Event rows as list items (common/api/programme.ts EventListItem), with their tags and lowest price. */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { EditorSeatGroup } from '../../../common/api/event-prices';
import type { EventListItem, FilterOption } from '../../../common/api/programme';
import { isChargeable } from '../../../common/format';
import { pickText } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { eventTagLinks, eventTags, prices } from '../../db/schema';
import type { EventListRow } from './events-query';
import { entityUrl } from './links';
import { mediaSlot, withImages } from './media-slot';
import { saleState, seatSummaries } from './sale-state';
import { now } from '../../clock';
import { accessExplanations, accessItems, surtitlesOf } from './access-items';

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

/** The lowest editor price above '0.00', for events the shop gave no prices. */
function lowestEditorPrice(list: readonly EditorSeatGroup[]): string | null {
  const amounts = list.flatMap((g) => g.prices.map((p) => p.amount)).filter(isChargeable);
  return amounts.length ? amounts.reduce((low, a) => (Number(a) < Number(low) ? a : low)) : null;
}

export async function toEventListItems(db: Db, rows: EventListRow[], lang: Lang): Promise<EventListItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [tags, lowest, seats, explanations] = await Promise.all([tagsByEvent(db, ids, lang), lowestPrices(db, ids), seatSummaries(db, ids), accessExplanations(db)]);
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
      price_min: row.freeAdmission ? null : (lowest.get(row.id) ?? lowestEditorPrice(row.priceList)),
      free_admission: row.freeAdmission,
      ticket_url: row.ticketUrl,
      event_type_new: pickText(row.eventTypeNew, lang),
      sale: saleState(row, seats.get(row.id), at),
      status: row.status,
      status_note: pickText(row.statusNote, lang),
      previous_starts_at: row.previousStartsAt ? row.previousStartsAt.toISOString() : null,
      access: accessItems(row.access, explanations, lang, surtitlesOf(row.surtitleLanguages, row.productionSurtitles, lang)),
    }),
  );
  return withImages(db, items, lang);
}
