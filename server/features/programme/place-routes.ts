/**
 * Venues and series with their upcoming dates: GET /{locale}/api/venues/, /{locale}/api/venues/{id}/,
 * /{locale}/api/series/{id}/ (SPEC §2 "/venues", "/series").
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { SeriesDetail, VenueDetail, VenueListItem } from '../../../common/api/programme';
import { pickText } from '../../../common/i18n/localized';
import { LANGS, type Lang } from '../../../common/routes';
import { series, venues } from '../../db/schema';
import { notFound } from '../../errors';
import { lowerBound } from './berlin-day';
import { toEventListItems } from './event-items';
import { allEvents } from './events-query';
import { entityUrl, entityUrls } from './links';
import { mediaSlot, mediaSlots, withImages } from './media-slot';
import { ID_PARAMS, programmeQueryError } from './query-schema';

/** Upcoming dates shown on a venue or series page. */
const DATES_SHOWN = 20;

type VenueRow = typeof venues.$inferSelect;

const venueItem = (v: VenueRow, lang: Lang): VenueListItem => ({
  id: v.id,
  name: pickText(v.name, lang),
  lead: pickText(v.lead, lang),
  image: mediaSlot(v.imageId),
  url: entityUrl('venue', lang, v.id, v.slug),
});

const placeRoutes: FastifyPluginAsync = async (app) => {
  const common = { schemaErrorFormatter: programmeQueryError, config: { publicCache: true } };
  const detailRoute = { ...common, schema: { params: ID_PARAMS } };
  for (const lang of LANGS) {
    app.get(`/${lang}/api/venues/`, common, async (): Promise<VenueListItem[]> => {
      const rows = await app.db.select().from(venues).orderBy(asc(venues.position), asc(venues.id));
      return withImages(app.db, rows.map((v) => venueItem(v, lang)), lang);
    });

    app.get<{ Params: { id: string } }>(`/${lang}/api/venues/:id/`, detailRoute, async (request): Promise<VenueDetail> => {
      const [v] = await app.db.select().from(venues).where(eq(venues.id, Number(request.params.id)));
      if (!v) throw notFound();
      const dates = await allEvents(app.db, { from: lowerBound(undefined).from, venue: v.id }, DATES_SHOWN);
      const detail: VenueDetail = {
        ...venueItem(v, lang),
        urls: entityUrls('venue', v.id, v.slug),
        description: pickText(v.description, lang),
        address: { street: v.street, postal_code: v.postalCode, city: v.city },
        map_url: v.mapUrl,
        gallery: mediaSlots(v.gallery),
        events: await toEventListItems(app.db, dates, lang),
      };
      return withImages(app.db, detail, lang);
    });

    app.get<{ Params: { id: string } }>(`/${lang}/api/series/:id/`, detailRoute, async (request): Promise<SeriesDetail> => {
      const [s] = await app.db.select().from(series).where(eq(series.id, Number(request.params.id)));
      if (!s) throw notFound();
      const dates = await allEvents(app.db, { from: lowerBound(undefined).from, series: [s.id] }, DATES_SHOWN);
      const detail: SeriesDetail = {
        id: s.id,
        name: pickText(s.name, lang),
        lead: pickText(s.lead, lang),
        description: pickText(s.description, lang),
        image: mediaSlot(s.imageId),
        is_subscription: s.isSubscription,
        ticket_url: s.ticketUrl,
        url: entityUrl('series', lang, s.id, s.slug),
        urls: entityUrls('series', s.id, s.slug),
        events: await toEventListItems(app.db, dates, lang),
      };
      return withImages(app.db, detail, lang);
    });
  }
};

export default placeRoutes;
