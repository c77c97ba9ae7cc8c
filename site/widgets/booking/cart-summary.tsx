/**
 * The summary after "add to cart" (SPEC §4, §8): loading, then success with the link to the shop's
 * cart, or the failure texts with the web-shop button. A live region that is always there (empty
 * while idle), so screen readers hear each change.
 */
import { useEffect, useRef } from 'react';
import { NO_RESERVATION_CODE, NOT_ENOUGH_SEATS_CODE } from '../../../common/api/ticketshop';
import { button } from '../../../common/modules/shared/styles';
import type { Lang } from '../../../common/routes';
import { webshopPath } from './webshop-pages';
import type { CartSummary as Summary } from '../../stores/booking';
import { tBooking } from './strings';
import { errorText, summaryBox } from './styles';

export function CartSummary({ lang, summary, webshopUrl }: { lang: Lang; summary: Summary; webshopUrl: string }) {
  const text = tBooking(lang);
  const box = useRef<HTMLDivElement>(null);
  // The add-to-cart button is gone once the summary shows: focus moves here, inside the dialog.
  useEffect(() => {
    if (summary.state !== 'idle') box.current?.focus();
  }, [summary.state]);
  const code = summary.state === 'error' ? summary.responseCode : null;
  return (
    <div ref={box} className={summaryBox} tabIndex={-1} role="status" aria-live="polite" data-cart-summary={summary.state}>
      {summary.state === 'loading' ? <p>{text.adding()}</p> : null}
      {summary.state === 'success' ? (
        <>
          <p>{text.added()}</p>
          <a className={button} href={webshopPath('cart', lang)}>
            {text.toCart()}
          </a>
        </>
      ) : null}
      {summary.state === 'error' ? (
        <>
          <p className={errorText}>{text.failed()}</p>
          <p>{text.buyInShop()}</p>
          {code === NOT_ENOUGH_SEATS_CODE ? <p>{text.notEnoughSeats()}</p> : code === NO_RESERVATION_CODE ? <p>{text.noReservation()}</p> : code !== null ? <p>{text.errorCode({ code })}</p> : null}
          <a className={button} href={webshopUrl}>
            {text.toWebshop()}
          </a>
        </>
      ) : null}
    </div>
  );
}
