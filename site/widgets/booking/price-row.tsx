/** One price with its counter (SPEC §4 add and remove rules). */
import type { PriceItem } from '../../../common/api/programme';
import { MAX_TICKETS_PER_SALE_TYPE } from '../../../common/api/ticketshop';
import { formatPrice } from '../../../common/format';
import type { Lang } from '../../../common/routes';
import { addTicket, amountOf, removeTicket, selectedTickets, ticketLimit, totalAmount } from '../../stores/booking';
import { tBooking } from './strings';
import { counter, full, muted, roundButton, row } from './styles';

export interface PriceRowProps {
  lang: Lang;
  price: PriceItem;
  /** What the visitor reads: 'Vollpreis' for a group's first price (SPEC §9), else the price's name. */
  label: string;
  currency: string;
  hidden?: boolean;
}

export function PriceRow({ lang, price, label, currency, hidden }: PriceRowProps) {
  const text = tBooking(lang);
  const ticket = { seat_group: price.seat_group, sale_type_id: price.sale_type_id };
  const amount = amountOf(selectedTickets.value, ticket);
  const name = `${label} ${formatPrice(price.price, currency)}`;
  return (
    <li className={row} hidden={hidden} data-sale-type={price.sale_type_id}>
      <span>
        {label} <strong>{formatPrice(price.price, currency)}</strong>
        {price.text ? <span className={muted}> · {price.text}</span> : null}
      </span>
      <span className={counter}>
        <button type="button" className={roundButton} onClick={() => removeTicket(ticket)} disabled={amount === 0} aria-label={text.remove({ name })}>
          −
        </button>
        <output aria-label={text.amount({ name })}>{amount}</output>
        <button type="button" className={roundButton} onClick={() => addTicket(ticket)} disabled={amount >= MAX_TICKETS_PER_SALE_TYPE || totalAmount(selectedTickets.value) >= ticketLimit.value} aria-label={text.add({ name })}>
          +
        </button>
      </span>
      {amount >= MAX_TICKETS_PER_SALE_TYPE ? (
        <span className={`${muted} ${full}`} role="status">
          {text.maxPerPrice({ max: MAX_TICKETS_PER_SALE_TYPE })}
        </span>
      ) : null}
    </li>
  );
}
