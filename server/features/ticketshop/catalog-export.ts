/**
 * The site's ticketing data as the simulator's catalogue (protocol.ts ShopCatalog). After the demo
 * seed this is the only way the two meet: the seed (or scripts/ticketshop/export-catalog.ts) writes
 * DATA_DIR/ticketshop-catalog.json and the simulator reads it, so the shop sells what the site shows.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, prices, seatGroups, timeslots } from '../../db/schema';
import { CATALOG_FILE, type CatalogSeatGroup, type ShopCatalog } from './protocol';

export async function exportTicketshopCatalog(db: Db): Promise<ShopCatalog> {
  const [eventRows, groupRows, priceRows, slotRows] = await Promise.all([
    db.select({ id: events.id, idJet: events.idJet, title: events.title, startsAt: events.startsAt }).from(events).where(isNotNull(events.idJet)).orderBy(asc(events.idJet)),
    db.select().from(seatGroups).orderBy(asc(seatGroups.position), asc(seatGroups.id)),
    db.select().from(prices).orderBy(asc(prices.position), asc(prices.id)),
    db.select().from(timeslots).orderBy(asc(timeslots.timeStart), asc(timeslots.id)),
  ]);
  const byKey = <T, K>(rows: T[], key: (row: T) => K) => {
    const map = new Map<K, T[]>();
    for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
    return map;
  };
  const groupsOf = byKey(groupRows, (g) => g.eventId);
  const pricesOf = byKey(priceRows, (p) => p.seatGroupId);
  const slotsOf = byKey(slotRows, (s) => s.seatGroupId);
  return {
    events: eventRows.map((e) => ({
      event_jet_id: e.idJet!,
      title: e.title,
      starts_at: e.startsAt.toISOString(),
      seat_groups: (groupsOf.get(e.id) ?? []).map(
        (g): CatalogSeatGroup => ({
          seat_group: g.seatGroup,
          status: g.status,
          text: g.text,
          prices: (pricesOf.get(g.id) ?? []).map((p) => ({ sale_type_id: p.saleTypeId, price: p.price, name: p.name, text: p.text, has_discounts: p.hasDiscounts })),
          timeslots: (slotsOf.get(g.id) ?? []).map((s) => ({ block_id: s.blockId, time_start: s.timeStart, status: s.status })),
        }),
      ),
    })),
  };
}

/** Writes DATA_DIR/ticketshop-catalog.json; returns its path. */
export async function writeTicketshopCatalog(db: Db, dataDir: string): Promise<string> {
  const file = path.join(dataDir, CATALOG_FILE);
  await writeFile(file, JSON.stringify(await exportTicketshopCatalog(db)));
  return file;
}
