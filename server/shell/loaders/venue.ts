/** Venue detail: the venue inline, and its Open Graph. */
import { loadVenueDetail } from '../../features/programme/place-service';
import type { RouteLoader } from './types';
import { NOT_FOUND, detailHead, idParam } from './detail-head';

export const venueLoader: RouteLoader<'venue'> = async (ctx) => {
  const id = idParam(ctx);
  const venue = id === null ? null : await loadVenueDetail(ctx.db, id, ctx.lang);
  if (!venue) return NOT_FOUND;
  const { name, lead, description, image, url, urls } = venue;
  return { data: venue, head: detailHead({ title: name, texts: [lead, description], image, url, urls }) };
};
