/** Event detail (issue #3 point 5): the event and its description modules inline, Open Graph and schema.org Event JSON-LD. */
import type { EventPageData } from '../../../common/api/programme';
import { t } from '../../../common/i18n';
import { loadEventDetail } from '../../features/programme/event-detail';
import { eventPlace } from '../../features/programme/place-service';
import { eventJsonLd } from '../json-ld/event';
import type { RouteLoader } from './types';
import { NOT_FOUND, detailHead, idParam, loadContainer } from './detail-head';

export const eventLoader: RouteLoader<'event'> = async (ctx) => {
  const id = idParam(ctx);
  // Shared per content version (issue 22): the shop's sync writes its seats and prices, which moves the version.
  const event = id === null ? null : await ctx.shared(`event:${ctx.lang}:${id}`, () => loadEventDetail(ctx.db, id, ctx.lang, ctx.config.limits.seatsPerEvent));
  if (!event) return NOT_FOUND;
  if (event.id_jet !== null) ctx.refreshTicketing(event.id_jet);
  const [container, place] = await Promise.all([loadContainer(ctx, event.container), ctx.shared(`place:${ctx.lang}:${event.venue?.id ?? ''}`, () => eventPlace(ctx.db, event.venue?.id ?? null, ctx.lang))]);
  const data: EventPageData = { event, container };
  const jsonLd = eventJsonLd({ event, place, currency: ctx.common.settings.design.currency, publicUrl: ctx.config.publicUrl, organizer: t(ctx.lang).shell.siteName() });
  return {
    data,
    head: { ...detailHead({ title: event.title, texts: [event.lead, event.description], image: event.image, url: event.url, urls: event.urls }), jsonLd: [jsonLd] },
  };
};
