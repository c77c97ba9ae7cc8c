/** GET /{locale}/api/events/{id}/: one event with everything its page and booking widget need. */
import { and, eq } from 'drizzle-orm';
import type { EventDetail } from '../../../common/api/programme';
import { pickText } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { events, exhibitionTypes, genres, productions, rooms, sections, series, venues } from '../../db/schema';
import { toEventListItems } from './event-items';
import { effectiveAccess, productionSurtitles } from './events-query';
import { entityUrls, namedLink } from './links';
import { mediaSlots, withImages } from './media-slot';
import { personRoles } from './person-roles';
import { eventVisibleSql } from '../visibility';
import { priceListOf, seatGroupsOf } from './seat-groups';

/** The page-editor container of an entity's description modules (SPEC §3 "Section/container"). */
export const containerSlug = (kind: 'event' | 'production', id: number) => `${kind}-${id}`;

/**
 * Whether the entity's container exists. Its visibility follows the entity's (server/features/visibility.ts
 * containerVisible), so a visible entity's existing container is visible too; asking for a missing one
 * made every in-site visit log a 404 in the visitor's console.
 */
export async function containerExists(db: Db, slug: string): Promise<boolean> {
  const rows = await db.select({ id: sections.id }).from(sections).where(eq(sections.slug, slug)).limit(1);
  return rows.length > 0;
}

/** `ticketLimit`: the most tickets one visitor may hold for an event (config limits.seatsPerEvent). */
export async function loadEventDetail(db: Db, id: number, lang: Lang, ticketLimit: number): Promise<EventDetail | null> {
  const [row] = await db
    .select({
      event: events,
      roomName: rooms.name,
      access: effectiveAccess,
      productionSurtitles,
      venue: { id: venues.id, name: venues.name, slug: venues.slug },
      type: { id: exhibitionTypes.id, slug: exhibitionTypes.slug, name: exhibitionTypes.name },
      series: { id: series.id, name: series.name, slug: series.slug },
      genre: { id: genres.id, name: genres.name },
      production: { id: productions.id, name: productions.title, slug: productions.slug },
    })
    .from(events)
    .leftJoin(rooms, eq(rooms.id, events.roomId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(exhibitionTypes, eq(exhibitionTypes.id, events.exhibitionTypeId))
    .leftJoin(series, eq(series.id, events.seriesId))
    .leftJoin(genres, eq(genres.id, events.genreId))
    .leftJoin(productions, eq(productions.id, events.productionId))
    .where(and(eq(events.id, id), eventVisibleSql()));
  if (!row) return null;
  const e = row.event;
  const [[item], persons, seatGroups] = await Promise.all([
    toEventListItems(db, [{ ...e, roomName: row.roomName, access: row.access, productionSurtitles: row.productionSurtitles, total: 1 }], lang),
    personRoles(db, { event: id }, lang),
    seatGroupsOf(db, id, lang),
  ]);
  const detail: EventDetail = {
    ...item!,
    urls: entityUrls('event', e.id, e.slug),
    lead: pickText(e.lead, lang),
    description: pickText(e.description, lang),
    access_note: pickText(e.accessNote, lang),
    container: containerSlug('event', e.id),
    has_container: await containerExists(db, containerSlug('event', e.id)),
    venue: namedLink('venue', lang, row.venue),
    exhibition_type: row.type ? { id: row.type.id, slug: row.type.slug, name: pickText(row.type.name, lang) } : null,
    series: namedLink('series', lang, row.series),
    genre: row.genre ? { id: row.genre.id, name: pickText(row.genre.name, lang) } : null,
    production: namedLink('production', lang, row.production),
    persons,
    gallery: mediaSlots(e.gallery),
    ...priceListOf(seatGroups, e, lang),
    seat_groups: seatGroups,
    ticket_limit: ticketLimit,
    design: { theme: e.theme, variant: e.variant },
  };
  return withImages(db, detail, lang);
}
