/** A seat group on the main step: its full price, and the way to its discounts and timeslots (SPEC §4, §9). */
import type { SeatGroup } from '../../../common/api/programme';
import { formatTimeslot } from '../../../common/format';
import type { Lang } from '../../../common/routes';
import { bookingStep, chosenTimeslots } from '../../stores/booking';
import { PriceRow } from './price-row';
import { tBooking } from './strings';
import { chargeablePrices, visibleTimeslots } from './tickets';
import { bareRows, group as groupBox, linkButton } from './styles';

export function SeatGroupCard({ lang, group, currency }: { lang: Lang; group: SeatGroup; currency: string }) {
  const text = tBooking(lang);
  const [main, ...discounts] = chargeablePrices(group);
  const slots = visibleTimeslots(group);
  const chosen = slots.find((slot) => slot.block_id === chosenTimeslots.value[group.id]);
  const headingId = `booking-group-${group.id}`;
  return (
    <section className={groupBox} aria-labelledby={headingId} data-seat-group={group.seat_group}>
      <h3 id={headingId}>{group.seat_group}</h3>
      {group.text ? <p>{group.text}</p> : null}
      {slots.length ? (
        <button type="button" className={linkButton} data-step={`timeslots-${group.id}`} onClick={() => (bookingStep.value = { name: 'timeslots', seatGroup: group.id })}>
          {chosen ? text.timeslotChosen({ time: formatTimeslot(chosen.time_start) }) : text.chooseTimeslot()}
        </button>
      ) : null}
      <ul className={bareRows}>{main ? <PriceRow lang={lang} price={main} label={text.fullPrice()} currency={currency} /> : null}</ul>
      {discounts.length ? (
        <button type="button" className={linkButton} data-step={`discounts-${group.id}`} onClick={() => (bookingStep.value = { name: 'discounts', seatGroup: group.id })}>
          {text.discounts()} ({discounts.length})
        </button>
      ) : null}
    </section>
  );
}
