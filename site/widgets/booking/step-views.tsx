/** The discounts and timeslots steps of one seat group; back returns to main (SPEC §4). */
import type { SeatGroup } from '../../../common/api/programme';
import { formatTimeslot } from '../../../common/format';
import type { Lang } from '../../../common/routes';
import { bookingStep, chosenTimeslots } from '../../stores/booking';
import { PriceList } from './price-list';
import { tBooking } from './strings';
import { chargeablePrices, visibleTimeslots } from './tickets';
import { linkButton, muted, slotList } from './styles';

const back = () => (bookingStep.value = { name: 'main' });

export function BackButton({ lang }: { lang: Lang }) {
  return (
    <button type="button" className={linkButton} onClick={back}>
      ← {tBooking(lang).back()}
    </button>
  );
}

export function DiscountsStep({ lang, group, currency }: { lang: Lang; group: SeatGroup; currency: string }) {
  const discounts = chargeablePrices(group).slice(1);
  return <PriceList lang={lang} prices={discounts} currency={currency} labelOf={(price) => price.name} />;
}

export function TimeslotsStep({ lang, group }: { lang: Lang; group: SeatGroup }) {
  const text = tBooking(lang);
  const chosen = chosenTimeslots.value[group.id];
  return (
    <fieldset className={slotList}>
      <legend className={muted}>{text.chooseTimeslot()}</legend>
      {visibleTimeslots(group).map((slot) => (
        <label key={slot.id}>
          <input
            type="radio"
            name={`booking-slot-${group.id}`}
            value={slot.block_id}
            checked={chosen === slot.block_id}
            onChange={() => (chosenTimeslots.value = { ...chosenTimeslots.value, [group.id]: slot.block_id })}
          />
          {text.slotTime({ time: formatTimeslot(slot.time_start) })}
        </label>
      ))}
    </fieldset>
  );
}
