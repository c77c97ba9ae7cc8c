/**
 * The facts box of an event: when (Berlin time, 'Uhr'), where (room and venue), prices and the
 * booking entry point: the quick-buy widget, or the event in the ticket shop (site/widgets/booking).
 */
import { onSale, type EventDetail } from '../../../common/api/programme';
import { SaleNote } from '../../../common/modules/shared/sale-note';
import { isChargeable } from '../../../common/format';
import { button } from '../../../common/modules/shared/styles';
import type { Lang } from '../../../common/routes';
import { commonData } from '../../stores/site-data';
import { BookingEntry } from '../booking/booking-entry';
import { DateTime } from './date-time';
import { GroupPrices, PriceList } from './price-list';
import { tProgramme } from './strings';
import { facts } from './styles';

export function EventFacts({ event, lang }: { event: EventDetail; lang: Lang }) {
  const text = tProgramme(lang);
  const currency = commonData.value?.settings.design.currency ?? '';
  const venue = event.venue ? event.venue.url ? <a href={event.venue.url}>{event.venue.name}</a> : event.venue.name : null;
  // The editor's 'Eintritt frei'; before it, an event without a ticket link or prices was free.
  const free = event.free_admission || (!event.ticket_url && !event.prices.some(isChargeable));
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
        {!event.free_admission && event.prices.some(isChargeable) ? (
          <>
            <dt>{text.prices()}</dt>
            <dd>
              {event.price_groups.length ? (
                event.price_groups.map((group, index) => <GroupPrices key={index} group={group} currency={currency} lang={lang} />)
              ) : (
                <PriceList prices={event.prices} currency={currency} lang={lang} />
              )}
            </dd>
          </>
        ) : null}
      </dl>
      {/* 'Eintritt frei' instead of a ticket link; a sold-out, cancelled or past event still says so. */}
      {free ? (
        <>
          <SaleNote sale={event.sale === 'open' || event.sale === 'few' ? undefined : event.sale} lang={lang} />
          <p style={{ margin: 0, fontWeight: 600 }}>{text.free()}</p>
        </>
      ) : event.ticket_url || !onSale(event.sale) ? (
        <BookingEntry lang={lang} event={event} place="facts" className={button} linkText={text.tickets()} />
      ) : null}
    </aside>
  );
}
