/**
 * The facts box of an event: when (Berlin time, 'Uhr'), where (room and venue), prices and the
 * booking entry point: the quick-buy widget, or the event in the ticket shop (site/widgets/booking).
 */
import type { EventDetail } from '../../../common/api/programme';
import { isChargeable } from '../../../common/format';
import { button } from '../../../common/modules/shared/styles';
import type { Lang } from '../../../common/routes';
import { commonData } from '../../stores/site-data';
import { BookingEntry } from '../booking/booking-entry';
import { DateTime } from './date-time';
import { PriceList } from './price-list';
import { tProgramme } from './strings';
import { facts } from './styles';

export function EventFacts({ event, lang }: { event: EventDetail; lang: Lang }) {
  const text = tProgramme(lang);
  const currency = commonData.value?.settings.design.currency ?? '';
  const venue = event.venue ? event.venue.url ? <a href={event.venue.url}>{event.venue.name}</a> : event.venue.name : null;
  const free = !event.ticket_url && !event.prices.some(isChargeable);
  // Prices by seat group, each named (issue #9); an event without seat groups lists its prices alone.
  const priced = event.seat_groups.filter((group) => group.prices.some((p) => isChargeable(p.price)));
  return (
    <aside className={facts} aria-label={text.when()}>
      <dl>
        <dt>{text.when()}</dt>
        <dd>
          <DateTime start={event.starts_at} end={event.ends_at} lang={lang} />
        </dd>
        {event.room || venue ? (
          <>
            <dt>{text.where()}</dt>
            <dd>
              {event.room?.name}
              {event.room && venue ? ', ' : null}
              {venue}
            </dd>
          </>
        ) : null}
        {event.prices.some(isChargeable) ? (
          <>
            <dt>{text.prices()}</dt>
            <dd>
              {priced.length ? (
                priced.map((group) => <PriceList key={group.id} group={group.seat_group} prices={group.prices.map((p) => p.price)} currency={currency} lang={lang} />)
              ) : (
                <PriceList prices={event.prices} currency={currency} lang={lang} />
              )}
            </dd>
          </>
        ) : null}
      </dl>
      {event.ticket_url ? (
        <BookingEntry lang={lang} event={event} place="facts" className={button} linkText={text.tickets()} />
      ) : free ? (
        <p style={{ margin: 0, fontWeight: 600 }}>{text.free()}</p>
      ) : null}
    </aside>
  );
}
