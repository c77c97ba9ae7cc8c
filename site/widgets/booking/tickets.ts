/**
 * What the widget offers and what it sends (SPEC §5, §7, §9): seat groups and timeslots with status 0
 * are hidden, prices of '0.00' ignored; the first price is the full price, the rest discounts; one
 * cart call per seat group with its sale types and amounts, and the chosen timeslot's block_id.
 */
import type { PriceItem, SeatGroup, Timeslot } from '../../../common/api/programme';
import type { ShopCartPayload } from '../../../common/api/ticketshop';
import { isChargeable } from '../../../common/format';
import type { SelectedTicket } from '../../stores/booking';

export const visibleTimeslots = (group: SeatGroup): Timeslot[] => group.timeslots.filter((slot) => slot.status !== 0);

export const chargeablePrices = (group: SeatGroup): PriceItem[] => group.prices.filter((price) => isChargeable(price.price));

/** Seat groups a visitor can book: on sale, with a price, and with a timeslot when the group has timeslots. */
export function bookableGroups(groups: readonly SeatGroup[]): SeatGroup[] {
  return groups.filter((group) => group.status !== 0 && chargeablePrices(group).length > 0 && (group.timeslots.length === 0 || visibleTimeslots(group).length > 0));
}

/** Seat groups with prices that are not on sale (status 0, or every timeslot at 0): sold out. */
export function soldOutGroups(groups: readonly SeatGroup[]): SeatGroup[] {
  const open = bookableGroups(groups);
  return groups.filter((group) => !open.includes(group) && chargeablePrices(group).length > 0);
}

/** Seat groups with selected tickets that still need a timeslot. */
export function groupsWithoutTimeslot(groups: readonly SeatGroup[], selected: readonly SelectedTicket[], chosen: Record<number, number>): SeatGroup[] {
  return groups.filter((group) => visibleTimeslots(group).length > 0 && chosen[group.id] === undefined && selected.some((t) => t.ticket.seat_group === group.id));
}

/** One payload per seat group with tickets, in the order the event lists its groups. */
export function cartPayloads(jetId: number, groups: readonly SeatGroup[], selected: readonly SelectedTicket[], chosen: Record<number, number>): ShopCartPayload[] {
  return groups.flatMap((group) => {
    const tickets = selected.filter((t) => t.ticket.seat_group === group.id && t.amount > 0);
    if (tickets.length === 0) return [];
    const blockId = chosen[group.id];
    return [
      {
        event_jet_id: jetId,
        seat_group: group.id,
        sale_type_ids: tickets.map((t) => t.ticket.sale_type_id),
        quantities: tickets.map((t) => t.amount),
        ...(blockId === undefined ? {} : { block_id: blockId }),
      },
    ];
  });
}
