/** Event detail: the event and its description modules inline, Open Graph and schema.org Event JSON-LD. */
import type { EventPageData } from '../../../common/api/programme';
import type { RouteLoader } from './types';
import { NOT_FOUND, detailHead, idParam, loadContainer } from './detail-head';
import { eventJsonLdOf, sharedEventDetail } from './event-json-ld';

export const eventLoader: RouteLoader<'event'> = async (ctx) => {
  const id = idParam(ctx);
  const event = id === null ? null : await sharedEventDetail(ctx, id);
  if (!event) return NOT_FOUND;
  if (event.id_jet !== null) ctx.refreshTicketing(event.id_jet);
  const [container, jsonLd] = await Promise.all([loadContainer(ctx, event.container), eventJsonLdOf(ctx, event)]);
  const data: EventPageData = { event, container };
  return {
    data,
    head: { ...detailHead({ title: event.title, texts: [event.lead, event.description], image: event.image, url: event.url, urls: event.urls }), jsonLd: [jsonLd] },
  };
};
