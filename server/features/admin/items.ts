/**
 * Reading and writing one item of a collection, driven by its declaration:
 * validate, turn into column values, write the row and its link tables in one transaction, log the
 * activity. A unique address taken twice is a field error ('taken'), never a 500.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { AdminItem, TicketingView } from '../../../common/api/admin';
import type { CollectionDeclaration, CollectionSlug } from '../../../common/collections/define';
import { validateItem } from '../../../common/collections/validate';
import { pickText, type Localized } from '../../../common/i18n/localized';
import type { FieldError } from '../../../common/modules/define';
import { buildPath, LANGS, type Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { prices, seatGroups, timeslots } from '../../db/schema';
import type { SessionUser } from '../../plugins/session';
import { recordActivity } from './activity';
import { TABLES } from './tables';
import { columnsOf, itemValues, rowValues, titleOf } from './values';
import { ensureStartingPoint } from '../drafts/draft-service';
import { recordVersion } from '../versions/version-service';
import { hubPageWritten } from '../page-tree/hub-pages';

/** A write the declaration refuses: the route answers 400 with these. */
export class InvalidItem extends Error {
  constructor(readonly errors: FieldError[]) {
    super('invalid');
  }
}

type Row = Record<string, unknown>;

async function findRow(db: Db, slug: CollectionSlug, id: number): Promise<Row | null> {
  const { table } = TABLES[slug];
  const [row] = (await db.select().from(table).where(eq(table.id, id))) as Row[];
  return row ?? null;
}

function visitorUrls(collection: CollectionDeclaration, row: Row): AdminItem['visitor_urls'] {
  if (!collection.visitorRoute) return undefined;
  const slugOf = (lang: Lang) => (typeof row.slug === 'object' && row.slug ? pickText(row.slug as Localized, lang) : String(row.slug ?? ''));
  const urls = Object.fromEntries(LANGS.map((lang) => [lang, buildPath(collection.visitorRoute!, lang, { lang, slug: slugOf(lang) || String(row.id), id: String(row.id) })]));
  return urls as AdminItem['visitor_urls'];
}

async function ticketingOf(db: Db, row: Row, syncedAt: (jetId: number) => number | null): Promise<TicketingView> {
  const groups = await db.select().from(seatGroups).where(eq(seatGroups.eventId, row.id as number)).orderBy(asc(seatGroups.position));
  const ids = groups.map((g) => g.id);
  const groupPrices = ids.length ? await db.select().from(prices).where(inArray(prices.seatGroupId, ids)).orderBy(asc(prices.position)) : [];
  const slots = ids.length ? await db.select().from(timeslots).where(inArray(timeslots.seatGroupId, ids)).orderBy(asc(timeslots.timeStart)) : [];
  const jet = row.idJet as number | null;
  const synced = jet === null ? null : syncedAt(jet);
  return {
    id_jet: jet,
    synced_at: synced === null ? null : new Date(synced).toISOString(),
    seat_groups: groups.map((g) => ({
      seat_group: g.seatGroup,
      status: g.status,
      prices: groupPrices.filter((p) => p.seatGroupId === g.id).map((p) => ({ name: pickText(p.name, 'de'), price: p.price })),
      timeslots: slots.filter((s) => s.seatGroupId === g.id).map((s) => s.timeStart.slice(0, 5)),
    })),
  };
}

export interface ItemContext {
  db: Db;
  lang: Lang;
  syncedAt: (jetId: number) => number | null;
}

export async function getItem(ctx: ItemContext, collection: CollectionDeclaration, id: number): Promise<AdminItem | null> {
  const row = await findRow(ctx.db, collection.slug, id);
  if (!row) return null;
  const entry = TABLES[collection.slug];
  const values = itemValues(collection, row);
  for (const [name, link] of Object.entries(entry.links ?? {})) {
    const linked = await ctx.db.select({ id: link.other }).from(link.table).where(eq(link.own, id));
    values[name] = linked.map((l) => l.id as number);
  }
  const item: AdminItem = { id, title: titleOf(collection, row, ctx.lang), values };
  const urls = visitorUrls(collection, row);
  if (urls) item.visitor_urls = urls;
  if (collection.ticketing) item.ticketing = await ticketingOf(ctx.db, row, ctx.syncedAt);
  return item;
}

/** Postgres unique violation → the field whose column the index covers. */
function takenField(collection: CollectionDeclaration, error: unknown): FieldError | null {
  const err = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint, detail } = err as { code?: string; constraint?: string; detail?: string };
  if (code !== '23505') return null;
  const text = `${constraint ?? ''} ${detail ?? ''}`;
  const columns = columnsOf(TABLES[collection.slug].table);
  const name = Object.keys(collection.fields).find((f) => columns[f] && text.includes(columns[f]!.name)) ?? collection.titleField;
  return { field: name, code: 'taken' };
}

async function writeLinks(db: Db, collection: CollectionDeclaration, id: number, data: Readonly<Row>): Promise<void> {
  for (const [name, link] of Object.entries(TABLES[collection.slug].links ?? {})) {
    if (!(name in data)) continue;
    const ids = [...new Set((data[name] as number[] | null) ?? [])];
    await db.delete(link.table).where(eq(link.own, id));
    if (ids.length) await db.insert(link.table).values(ids.map((other) => ({ [keyOf(link.table, link.own)]: id, [keyOf(link.table, link.other)]: other })));
  }
}

/** The property name of a column in its table (drizzle inserts by property, not by column name). */
function keyOf(table: Parameters<typeof columnsOf>[0], column: { name: string }): string {
  return Object.entries(columnsOf(table)).find(([, c]) => c.name === column.name)![0];
}

async function save(ctx: ItemContext, user: SessionUser, collection: CollectionDeclaration, data: Readonly<Row>, id: number | null): Promise<AdminItem> {
  const errors = validateItem(collection, data, id !== null);
  if (errors.length) throw new InvalidItem(errors);
  const { table, check } = TABLES[collection.slug];
  if (check) {
    const stored = id === null ? {} : await findRow(ctx.db, collection.slug, id);
    const problems = await check(ctx.db, { ...stored, ...data }, id);
    if (problems.length) throw new InvalidItem(problems);
  }
  const values = await rowValues(collection, table, data);
  const columns = columnsOf(table);
  if (id !== null && columns.updatedAt) values.updatedAt = new Date();
  if (columns.updatedBy) values.updatedBy = user.id;
  let savedId: number;
  try {
    savedId = await ctx.db.transaction(async (tx) => {
      let rowId = id;
      const page = collection.slug === 'page';
      const before = page && id !== null ? await findRow(tx, collection.slug, id) : null;
      if (rowId === null) {
        // A page made in the hub is a draft no visitor sees until it is published.
        const [created] = (await tx.insert(table).values(page ? { ...values, isPublished: false } : values).returning()) as Row[];
        rowId = created!.id as number;
      } else if (Object.keys(values).length) {
        // A page's settings change its draft, as in the page editor: what visitors see is kept first.
        if (page) await ensureStartingPoint(tx, rowId);
        await tx.update(table).set(values).where(eq(table.id, rowId));
      }
      await writeLinks(tx, collection, rowId, data);
      if (page) {
        const problems = await hubPageWritten(tx, rowId, before, values);
        if (problems.length) throw new InvalidItem(problems);
      }
      if (page) await recordVersion(tx, { pageId: rowId, authorId: user.id });
      // The audit entry commits or rolls back with the write it records.
      const [saved] = (await tx.select().from(table).where(eq(table.id, rowId))) as Row[];
      const fields = id === null ? undefined : Object.keys(data).filter((f) => f in collection.fields);
      await recordActivity(tx, user, collection.slug, rowId, id === null ? 'create' : 'update', titleOf(collection, saved!, ctx.lang), fields);
      return rowId;
    });
  } catch (error) {
    const taken = takenField(collection, error);
    if (taken) throw new InvalidItem([taken]);
    throw error;
  }
  return (await getItem(ctx, collection, savedId))!;
}

export const createItem = (ctx: ItemContext, user: SessionUser, collection: CollectionDeclaration, data: Readonly<Row>) => save(ctx, user, collection, data, null);

/** Null when there is no such item. */
export async function updateItem(ctx: ItemContext, user: SessionUser, collection: CollectionDeclaration, id: number, data: Readonly<Row>): Promise<AdminItem | null> {
  if (!(await findRow(ctx.db, collection.slug, id))) return null;
  return save(ctx, user, collection, data, id);
}

/** False when there is no such item. */
export async function deleteItem(ctx: ItemContext, user: SessionUser, collection: CollectionDeclaration, id: number): Promise<boolean> {
  const { table } = TABLES[collection.slug];
  return ctx.db.transaction(async (tx) => {
    const [row] = (await tx.delete(table).where(eq(table.id, id)).returning()) as Row[];
    if (!row) return false;
    await recordActivity(tx, user, collection.slug, id, 'delete', titleOf(collection, row, ctx.lang));
    return true;
  });
}
