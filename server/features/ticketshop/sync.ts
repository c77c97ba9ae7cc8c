/**
 * Ticketing sync: the shop owns seat groups, prices and timeslots; the site keeps
 * a copy per event so pages render without asking the shop. Rows are matched by their shop keys
 * (seat group name, sale_type_id, block_id) and updated in place, so the ids the booking widget holds
 * stay valid across syncs. Adding to the cart never reads this copy: it always goes live to the shop.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, prices, seatGroups, timeslots } from '../../db/schema';
import { TicketshopError, type TicketshopClient } from './client';
import type { ShopEvent } from './protocol';

/** Events fetched from the shop at the same time. */
const SYNC_CONCURRENCY = 4;

export interface SyncResult {
  /** Jet ids whose data now matches the shop. */
  synced: number[];
  /** Jet ids the shop does not sell; their rows are left alone. */
  unknown: number[];
  /** Jet ids not synced because of an error (all remaining ones once the shop is down). */
  failed: number[];
  /** Why the run stopped early, when the shop could not be reached. */
  error?: TicketshopError;
}

/** Makes one parent's child rows match `wanted`, in its order: update by shop key, insert new ones, delete the rest; returns the ids in order. */
async function reconcile<Row extends { id: number }, Want>(
  existing: Row[],
  wanted: Want[],
  keyOfRow: (row: Row) => string | number,
  keyOfWant: (want: Want) => string | number,
  write: { update(id: number, want: Want, position: number): Promise<unknown>; insert(want: Want, position: number): Promise<number>; remove(ids: number[]): Promise<unknown> },
): Promise<number[]> {
  const byKey = new Map(existing.map((row) => [keyOfRow(row), row]));
  const kept: number[] = [];
  for (const [position, want] of wanted.entries()) {
    const row = byKey.get(keyOfWant(want));
    if (row) {
      await write.update(row.id, want, position);
      kept.push(row.id);
    } else kept.push(await write.insert(want, position));
  }
  const gone = existing.filter((row) => !kept.includes(row.id)).map((row) => row.id);
  if (gone.length) await write.remove(gone);
  return kept;
}

/** Writes one event's ticketing data as the shop gave it, in one transaction. */
export async function storeShopEvent(db: Db, eventId: number, shop: ShopEvent): Promise<void> {
  await db.transaction(async (tx) => {
    const groups = await tx.select({ id: seatGroups.id, seatGroup: seatGroups.seatGroup }).from(seatGroups).where(eq(seatGroups.eventId, eventId));
    const groupIds = await reconcile(groups, shop.seat_groups, (g) => g.seatGroup, (g) => g.seat_group, {
      update: (id, g, position) => tx.update(seatGroups).set({ status: g.status, capacityLeft: g.capacity_left ?? null, text: g.text, position }).where(eq(seatGroups.id, id)),
      insert: async (g, position) => (await tx.insert(seatGroups).values({ eventId, seatGroup: g.seat_group, status: g.status, capacityLeft: g.capacity_left ?? null, text: g.text, position }).returning({ id: seatGroups.id }))[0]!.id,
      remove: (ids) => tx.delete(seatGroups).where(inArray(seatGroups.id, ids)),
    });
    for (const [index, group] of shop.seat_groups.entries()) {
      const seatGroupId = groupIds[index]!;
      const priceRows = await tx.select({ id: prices.id, saleTypeId: prices.saleTypeId }).from(prices).where(eq(prices.seatGroupId, seatGroupId));
      await reconcile(priceRows, group.prices, (p) => p.saleTypeId, (p) => p.sale_type_id, {
        update: (id, p, position) => tx.update(prices).set({ price: p.price, name: p.name, text: p.text, hasDiscounts: p.has_discounts, position }).where(eq(prices.id, id)),
        insert: async (p, position) =>
          (await tx.insert(prices).values({ seatGroupId, eventId, price: p.price, saleTypeId: p.sale_type_id, name: p.name, text: p.text, hasDiscounts: p.has_discounts, position }).returning({ id: prices.id }))[0]!.id,
        remove: (ids) => tx.delete(prices).where(inArray(prices.id, ids)),
      });
      const slotRows = await tx.select({ id: timeslots.id, blockId: timeslots.blockId }).from(timeslots).where(eq(timeslots.seatGroupId, seatGroupId));
      await reconcile(slotRows, group.timeslots, (s) => s.blockId, (s) => s.block_id, {
        update: (id, s) => tx.update(timeslots).set({ timeStart: s.time_start, status: s.status }).where(eq(timeslots.id, id)),
        insert: async (s) => (await tx.insert(timeslots).values({ seatGroupId, timeStart: s.time_start, status: s.status, blockId: s.block_id }).returning({ id: timeslots.id }))[0]!.id,
        remove: (ids) => tx.delete(timeslots).where(inArray(timeslots.id, ids)),
      });
    }
  });
}

/**
 * Copies the shop's seat groups, prices and timeslots of every event with a jet id (or only of
 * `jetIds`) into the database. An event the shop does not sell keeps its rows; once the shop cannot
 * be reached the run stops, since every further call would wait for the same timeout.
 */
export async function syncTicketing(db: Db, client: TicketshopClient, jetIds?: number[]): Promise<SyncResult> {
  const where = jetIds ? and(isNotNull(events.idJet), inArray(events.idJet, jetIds.length ? jetIds : [-1])) : isNotNull(events.idJet);
  const queue = await db.select({ id: events.id, idJet: events.idJet }).from(events).where(where);
  const result: SyncResult = { synced: [], unknown: [], failed: [] };
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const jetId = next.idJet!;
      if (result.error) {
        result.failed.push(jetId);
        continue;
      }
      try {
        const shop = await client.event(jetId);
        if (!shop) result.unknown.push(jetId);
        else {
          await storeShopEvent(db, next.id, shop);
          result.synced.push(jetId);
        }
      } catch (error) {
        result.failed.push(jetId);
        if (error instanceof TicketshopError && error.kind !== 'bad-answer') result.error = error;
        else if (!(error instanceof TicketshopError)) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: SYNC_CONCURRENCY }, worker));
  return result;
}

