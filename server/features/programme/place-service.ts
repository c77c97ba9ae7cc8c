/**
 * Venues and series as the API and the HTML shell's route loaders give them out (SPEC §2 "/venues",
 * "/series", "/abonnements"), each detail with its upcoming dates.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { SeriesDetail, SeriesListItem, VenueDetail, VenueListItem } from '../../../common/api/programme';
import { pickText } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { series, venues } from '../../db/schema';
import { lowerBound } from './berlin-day';
import { toEventListItems } from './event-items';
import { allEvents } from './events-query';
import { entityUrl, entityUrls } from './links';
import { mediaSlot, mediaSlots, withImages } from './media-slot';

/** Upcoming dates shown on a venue or series page. */
const DATES_SHOWN = 20;

type VenueRow = typeof venues.$inferSelect;
type SeriesRow = typeof series.$inferSelect;

const venueItem = (v: VenueRow, lang: Lang): VenueListItem => ({
  id: v.id,
  name: pickText(v.name, lang),
  lead: pickText(v.lead, lang),
  image: mediaSlot(v.imageId),
  url: entityUrl('venue', lang, v.id, v.slug),
});

const seriesItem = (s: SeriesRow, lang: Lang): SeriesListItem => ({
  id: s.id,
  name: pickText(s.name, lang),
  lead: pickText(s.lead, lang),
  image: mediaSlot(s.imageId),
  is_subscription: s.isSubscription,
  ticket_url: s.ticketUrl,
  url: entityUrl('series', lang, s.id, s.slug),
});

export async function listVenues(db: Db, lang: Lang): Promise<VenueListItem[]> {
  const rows = await db.select().from(venues).orderBy(asc(venues.position), asc(venues.id));
  return withImages(db, rows.map((v) => venueItem(v, lang)), lang);
}

/**
 * Venue list items by id, images still as media references: the page service resolves the venues a
 * page's modules name, then every image of the page in one batch (pages/references.ts).
 */
export async function venueItemsById(db: Db, ids: readonly number[], lang: Lang): Promise<Map<number, VenueListItem>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(venues).where(inArray(venues.id, [...ids]));
  return new Map(rows.map((v) => [v.id, venueItem(v, lang)]));
}

export async function loadVenueDetail(db: Db, id: number, lang: Lang): Promise<VenueDetail | null> {
  const [v] = await db.select().from(venues).where(eq(venues.id, id));
  if (!v) return null;
  const dates = await allEvents(db, { from: lowerBound(undefined).from, venue: v.id }, DATES_SHOWN);
  const detail: VenueDetail = {
    ...venueItem(v, lang),
    urls: entityUrls('venue', v.id, v.slug),
    description: pickText(v.description, lang),
    address: { street: v.street, postal_code: v.postalCode, city: v.city },
    map_url: v.mapUrl,
    gallery: mediaSlots(v.gallery),
    events: await toEventListItems(db, dates, lang),
  };
  return withImages(db, detail, lang);
}

/** Every series for the /abonnements listing: subscriptions first, then the other series, each in the editors' order. */
export async function listSeries(db: Db, lang: Lang): Promise<SeriesListItem[]> {
  const rows = await db.select().from(series).orderBy(asc(series.position), asc(series.id));
  const ordered = [...rows.filter((s) => s.isSubscription), ...rows.filter((s) => !s.isSubscription)];
  return withImages(db, ordered.map((s) => seriesItem(s, lang)), lang);
}

export async function loadSeriesDetail(db: Db, id: number, lang: Lang): Promise<SeriesDetail | null> {
  const [s] = await db.select().from(series).where(eq(series.id, id));
  if (!s) return null;
  const dates = await allEvents(db, { from: lowerBound(undefined).from, series: [s.id] }, DATES_SHOWN);
  const detail: SeriesDetail = {
    ...seriesItem(s, lang),
    description: pickText(s.description, lang),
    urls: entityUrls('series', s.id, s.slug),
    events: await toEventListItems(db, dates, lang),
  };
  return withImages(db, detail, lang);
}

/**
 * The postal address an event takes place at: its venue's, else the house's (the first venue in the
 * editors' order), so every event page names a place (its JSON-LD needs one).
 */
export async function eventPlace(db: Db, venueId: number | null, lang: Lang): Promise<{ name: string; street: string; postal_code: string; city: string } | null> {
  const rows = venueId === null ? [] : await db.select().from(venues).where(eq(venues.id, venueId));
  const [v] = rows.length ? rows : await db.select().from(venues).orderBy(asc(venues.position), asc(venues.id)).limit(1);
  return v ? { name: pickText(v.name, lang), street: v.street, postal_code: v.postalCode, city: v.city } : null;
}
