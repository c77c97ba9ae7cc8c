/**
 * The ticketing data kept per event (SPEC §3 "Seat group", "Price item", "Timeslot"), in the shop's
 * order. Everything is given out, status 0 included: the booking widget hides those (SPEC §5).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { editorPriceGroups, type EditorSeatGroup, type PriceGroup } from '../../../common/api/event-prices';
import type { PriceItem, SeatGroup, Timeslot } from '../../../common/api/programme';
import { isChargeable } from '../../../common/format';
import { pickText } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { prices, seatGroups, timeslots } from '../../db/schema';

export async function seatGroupsOf(db: Db, eventId: number, lang: Lang): Promise<SeatGroup[]> {
  const groups = await db.select().from(seatGroups).where(eq(seatGroups.eventId, eventId)).orderBy(asc(seatGroups.position), asc(seatGroups.id));
  if (groups.length === 0) return [];
  const groupIds = groups.map((g) => g.id);
  const [priceRows, slotRows] = await Promise.all([
    db.select().from(prices).where(eq(prices.eventId, eventId)).orderBy(asc(prices.position), asc(prices.id)),
    db.select().from(timeslots).where(inArray(timeslots.seatGroupId, groupIds)).orderBy(asc(timeslots.timeStart), asc(timeslots.id)),
  ]);
  return groups.map((g) => ({
    id: g.id,
    seat_group: g.seatGroup,
    status: g.status,
    text: pickText(g.text, lang),
    prices: priceRows
      .filter((p) => p.seatGroupId === g.id)
      .map(
        (p): PriceItem => ({
          id: p.id,
          price: p.price,
          sale_type_id: p.saleTypeId,
          seat_group: g.id,
          text: pickText(p.text, lang),
          name: pickText(p.name, lang),
          has_discounts: p.hasDiscounts,
        }),
      ),
    timeslots: slotRows
      .filter((t) => t.seatGroupId === g.id)
      .map((t): Timeslot => ({ id: t.id, time_start: t.timeStart, status: t.status, block_id: t.blockId })),
  }));
}

/** The distinct prices of an event's groups in order, '0.00' left out (SPEC §3 "Event"). */
export const pricesOf = (groups: SeatGroup[]): string[] => [
  ...new Set(groups.flatMap((g) => g.prices.map((p) => p.price)).filter((price) => Number(price) > 0)),
];

/**
 * The price list visitors read (docs/DECISIONS.md "Editor prices and shop
 * prices"): the shop's seat groups with a price above '0.00' where it has any, else the editor's;
 * none for free admission. `prices` are the distinct amounts of the same list.
 */
export function priceListOf(groups: SeatGroup[], event: { priceList: readonly EditorSeatGroup[]; freeAdmission: boolean }, lang: Lang): { price_groups: PriceGroup[]; prices: string[] } {
  if (event.freeAdmission) return { price_groups: [], prices: [] };
  const shop = groups
    .map((g): PriceGroup => ({ name: g.seat_group, prices: g.prices.filter((p) => isChargeable(p.price)).map((p) => ({ name: p.name, price: p.price })) }))
    .filter((g) => g.prices.length > 0);
  const list = shop.length ? shop : editorPriceGroups(event.priceList, lang).map((g) => ({ ...g, prices: g.prices.filter((p) => isChargeable(p.price)) }));
  const shown = list.filter((g) => g.prices.length > 0);
  return { price_groups: shown, prices: [...new Set(shown.flatMap((g) => g.prices.map((p) => p.price)))] };
}
