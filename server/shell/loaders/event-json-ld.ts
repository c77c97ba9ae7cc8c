/**
 * schema.org Event blocks for the pages that show events: the event page its own,
 * production and series pages one per date they list, all built alike (json-ld/event.ts) from the
 * event's detail, which renders of one content version share with the event page.
 */
import type { EventDetail } from '../../../common/api/programme';
import { t } from '../../../common/i18n';
import { loadEventDetail } from '../../features/programme/event-detail';
import { eventPlace } from '../../features/programme/place-service';
import { eventJsonLd } from '../json-ld/event';
import type { RouteLoaderContext } from './types';

/** An event's detail, shared per content version: the shop's sync moves the version. */
export const sharedEventDetail = (ctx: RouteLoaderContext, id: number): Promise<EventDetail | null> =>
  ctx.shared(`event:${ctx.lang}:${id}`, () => loadEventDetail(ctx.db, id, ctx.lang, ctx.config.limits.seatsPerEvent));

export async function eventJsonLdOf(ctx: RouteLoaderContext, event: EventDetail): Promise<object> {
  const venueId = event.venue?.id ?? null;
  const place = await ctx.shared(`place:${ctx.lang}:${venueId ?? ''}`, () => eventPlace(ctx.db, venueId, ctx.lang));
  return eventJsonLd({ event, place, currency: ctx.common.settings.design.currency, publicUrl: ctx.config.publicUrl, organizer: t(ctx.lang).shell.siteName() });
}

/** One Event block per listed date (production and series pages carry their events). */
export async function datesJsonLd(ctx: RouteLoaderContext, dates: readonly { id: number }[]): Promise<object[]> {
  const details = await Promise.all(dates.map((date) => sharedEventDetail(ctx, date.id)));
  return Promise.all(details.filter((d) => d !== null).map((d) => eventJsonLdOf(ctx, d)));
}
