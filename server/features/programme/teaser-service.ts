/**
 * Teasers between the days of the event list (SPEC §2 "Event list page", §3 "Teaser"). A teaser may
 * name an event: it then carries the event's date, and links to the event's page
 * unless the editors gave it a link of its own. Offline events are not announced. With a selection
 * (room, type, tag, series or genre) only teasers of events in it are shown (DECISIONS "Teasers
 * and the programme's filters").
 */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Teaser } from '../../../common/api/programme';
import { pick, pickText } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { events, teasers } from '../../db/schema';
import { isoDate, isoToQueryDate, type CalendarDay } from './berlin-day';
import { eventConditions, type EventFilters } from './events-query';
import { entityUrl } from './links';
import { mediaSlot, withImages } from './media-slot';
import { now } from '../../clock';

/** Teasers a list may interleave at most; a season rarely has more than a handful. */
const TEASER_LIMIT = 50;

/** Online teasers positioned on `from` (a Berlin day) or later, in position order; of `selection`'s events only when given. */
export async function listTeasers(db: Db, from: CalendarDay, lang: Lang, selection?: EventFilters): Promise<Teaser[]> {
  const rows = await db
    .select({
      teaser: teasers,
      event: { id: events.id, slug: events.slug, title: events.title, startsAt: events.startsAt },
    })
    .from(teasers)
    .leftJoin(events, and(eq(events.id, teasers.eventId), eq(events.isOnline, true)))
    .where(
      and(
        eq(teasers.isOnline, true),
        gte(teasers.position, isoDate(from)),
        selection ? inArray(teasers.eventId, db.select({ id: events.id }).from(events).where(eventConditions(selection))) : undefined,
      ),
    )
    .orderBy(asc(teasers.position), asc(teasers.id))
    .limit(TEASER_LIMIT);
  // A teaser announcing an event that has started announces nothing a visitor can attend.
  const at = now().getTime();
  const items = rows.filter(({ event: e }) => !e || e.startsAt.getTime() > at).map(({ teaser: t, event: e }): Teaser => {
    const event = e ? { id: e.id, title: pickText(e.title, lang), starts_at: e.startsAt.toISOString(), url: entityUrl('event', lang, e.id, e.slug) } : null;
    const own = pick(t.linkUrl, lang);
    const url = own || event?.url;
    return {
      id: t.id,
      name: t.name,
      link: url ? { url } : null,
      event,
      preline: pickText(t.preline, lang),
      headline: pickText(t.headline, lang),
      subline: pickText(t.subline, lang),
      link_text: pickText(t.linkText, lang),
      image_obj: mediaSlot(t.imageId),
      position: isoToQueryDate(t.position),
      theme: t.theme,
    };
  });
  return withImages(db, items, lang);
}
