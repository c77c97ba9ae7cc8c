/**
 * One visibility rule: whether a page, module, event, production or container is
 * visible to the public now. Every public reader — page and container APIs, navigation, sitemap,
 * search and autocomplete — asks here, as a predicate on a row or as an SQL condition, so the rule
 * cannot differ between them. One entry per entity kind: a new state (a page's "published", DECISIONS
 * "Drafts, publishing and the starting point") is added to that kind's predicate and its SQL twin below, nowhere else.
 *
 * The search index is built by triggers in the database; their twin of this rule is
 * `search_module_visible()` and the document's `is_online`/`online_from`/`online_to` (migration
 * 0020), read back through `searchDocumentVisible` below.
 * Decisions: DECISIONS "Security before launch: visibility".
 */
import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isOnline } from '../../common/online-window';
import type { Db } from '../db/client';
import { articles, events, modules, pages, productions, sections } from '../db/schema';

type Window = { onlineFrom: Date | null; onlineTo: Date | null };

/** A window in SQL, same bounds as common/online-window.ts: from inclusive, to exclusive. */
function windowSql(from: AnyPgColumn, to: AnyPgColumn, now: Date): SQL {
  return and(or(isNull(from), lte(from, now)), or(isNull(to), gt(to, now)))!;
}

const inWindow = (row: Window, now: Date) => isOnline({ online_from: row.onlineFrom, online_to: row.onlineTo }, now);

/**
 * A CMS page: published at least once (a draft never reaches visitors, whatever its online
 * flag), switched on and inside its go-live/expiry window.
 */
export const pageVisible = (row: Window & { isOnline: boolean; isPublished: boolean }, now: Date): boolean => row.isPublished && row.isOnline && inWindow(row, now);
export const pageVisibleSql = (now: Date): SQL => and(eq(pages.isPublished, true), eq(pages.isOnline, true), windowSql(pages.onlineFrom, pages.onlineTo, now))!;

/** A module (and so its children): inside its online window (SPEC §4). */
export const moduleVisible = (row: Window, now: Date): boolean => inWindow(row, now);
export const moduleVisibleSql = (now: Date): SQL => windowSql(modules.onlineFrom, modules.onlineTo, now);

/** An event or production: its offline flag (they have no online window). */
export const eventVisible = (row: { isOnline: boolean }): boolean => row.isOnline;
export const eventVisibleSql = (): SQL => eq(events.isOnline, true);
export const productionVisible = (row: { isOnline: boolean }): boolean => row.isOnline;
export const productionVisibleSql = (): SQL => eq(productions.isOnline, true);

/** A magazine article: switched on and inside its online window. */
export const articleVisibleSql = (now: Date): SQL => and(eq(articles.isOnline, true), windowSql(articles.onlineFrom, articles.onlineTo, now))!;

/** A search document (server/features/search): the state its trigger copied from the entity. */
export const searchDocumentVisible = (now: Date): SQL =>
  sql`d.is_online and (d.online_from is null or d.online_from <= ${now}) and (d.online_to is null or d.online_to > ${now})`;

type SectionOwner = Pick<typeof sections.$inferSelect, 'pageId' | 'contentType' | 'objectId'>;

/**
 * A container is as visible as what it belongs to: its page, or the event or production whose page
 * shows it (SPEC §7 `event-<id>` containers). A container of nothing we know (a slot) is public.
 */
export async function containerVisible(db: Db, section: SectionOwner, now: Date): Promise<boolean> {
  if (section.pageId !== null) {
    const [page] = await db.select({ isOnline: pages.isOnline, isPublished: pages.isPublished, onlineFrom: pages.onlineFrom, onlineTo: pages.onlineTo }).from(pages).where(eq(pages.id, section.pageId));
    return page !== undefined && pageVisible(page, now);
  }
  if (section.objectId === null) return true;
  if (section.contentType === 'event') {
    const [event] = await db.select({ isOnline: events.isOnline }).from(events).where(eq(events.id, section.objectId));
    return event !== undefined && eventVisible(event);
  }
  if (section.contentType === 'production') {
    const [production] = await db.select({ isOnline: productions.isOnline }).from(productions).where(eq(productions.id, section.objectId));
    return production !== undefined && productionVisible(production);
  }
  return true;
}
