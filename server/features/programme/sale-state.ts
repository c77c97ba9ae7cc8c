/**
 * Where an event's ticket sale stands (common/api/programme.ts SaleState), from the
 * server clock and the seat groups the shop sync stored. Tickets are sold until the start; after it
 * the event runs until its end (without one, until that Berlin day ends) and is then over.
 * Decisions: DECISIONS "What a visitor still meets".
 */
import { inArray } from 'drizzle-orm';
import { FEW_SEATS_LEFT, type SaleState } from '../../../common/api/programme';
import { nextBerlinMidnight } from '../../cache/next-change';
import type { Db } from '../../db/client';
import type { EventStatus } from '../../../common/api/access';
import { seatGroups } from '../../db/schema';

export interface SeatSummary {
  /** The shop sync stored seat groups for the event. */
  groups: number;
  /** Of them on sale (status not 0). */
  onSale: number;
  /** Seats left over the groups on sale, when the shop said for each of them. */
  left: number | null;
}

/** Seat groups per event, summed up; events without any are absent. */
export async function seatSummaries(db: Db, ids: number[]): Promise<Map<number, SeatSummary>> {
  const rows = ids.length
    ? await db.select({ eventId: seatGroups.eventId, status: seatGroups.status, left: seatGroups.capacityLeft }).from(seatGroups).where(inArray(seatGroups.eventId, ids))
    : [];
  const byEvent = new Map<number, SeatSummary>();
  for (const row of rows) {
    const summary = byEvent.get(row.eventId) ?? { groups: 0, onSale: 0, left: 0 };
    summary.groups += 1;
    if (row.status !== 0) {
      summary.onSale += 1;
      summary.left = summary.left === null || row.left === null ? null : summary.left + row.left;
    }
    byEvent.set(row.eventId, summary);
  }
  return byEvent;
}

export function saleState(event: { startsAt: Date; endsAt: Date | null; status?: EventStatus; soldOut?: boolean }, seats: SeatSummary | undefined, now: Date): SaleState {
  // A cancelled or postponed event is closed like a sold-out one, whatever the shop says.
  if (event.status === 'cancelled' || event.status === 'postponed') return event.status;
  if (event.startsAt.getTime() <= now.getTime()) {
    const end = event.endsAt ?? nextBerlinMidnight(event.startsAt);
    return end.getTime() > now.getTime() ? 'running' : 'ended';
  }
  // An editor's 'ausverkauft' holds whatever the shop says; the clock still ends the sale.
  if (event.soldOut) return 'sold_out';
  if (!seats || seats.groups === 0) return 'open';
  if (seats.onSale === 0) return 'sold_out';
  return seats.left !== null && seats.left < FEW_SEATS_LEFT ? 'few' : 'open';
}
