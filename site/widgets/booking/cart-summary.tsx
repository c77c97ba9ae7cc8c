/**
 * The summary after "add to cart" (SPEC §4, §8): loading, then success with the link to the shop's
 * cart, or the failure texts with the web-shop button. A live region that is always there (empty
 * while idle), so screen readers hear each change.
 */
import { useEffect, useRef } from 'react';
import { EVENT_CLOSED_CODE, NO_CONNECTION_CODE, NO_RESERVATION_CODE, NOT_ENOUGH_SEATS_CODE, SALE_OVER_CODE, SEAT_CAP_CODE } from '../../../common/api/ticketshop';
import { button } from '../../../common/modules/shared/styles';
import type { Lang } from '../../../common/routes';
import { webshopPath } from './webshop-pages';
import type { CartSummary as Summary } from '../../stores/booking';
import { tBooking } from './strings';
import { errorText, summaryBox } from './styles';

/** The reason of a refusal in the visitor's language, by the response code (SPEC §8). */
function reasonOf(text: ReturnType<typeof tBooking>, code: number | null, limit: number): string | null {
  if (code === NOT_ENOUGH_SEATS_CODE) return text.notEnoughSeats();
  if (code === NO_RESERVATION_CODE) return text.noReservation();
  if (code === SEAT_CAP_CODE && Number.isFinite(limit)) return text.limit({ max: limit });
  if (code === SALE_OVER_CODE) return text.saleOver();
  if (code === EVENT_CLOSED_CODE) return text.eventClosed();
  if (code === NO_CONNECTION_CODE) return text.noConnection();
  return code === null ? null : text.errorCode({ code });
}

export function CartSummary({ lang, summary, webshopUrl, limit = Infinity }: { lang: Lang; summary: Summary; webshopUrl: string; limit?: number }) {
  const text = tBooking(lang);
  const box = useRef<HTMLDivElement>(null);
  // The add-to-cart button is gone once the summary shows: focus moves here, inside the dialog.
  useEffect(() => {
    if (summary.state !== 'idle') box.current?.focus();
  }, [summary.state]);
  const code = summary.state === 'error' ? summary.responseCode : null;
  const reason = reasonOf(text, code, limit);
  // Tickets an earlier call (or an earlier visit) put in the cart stay there: say so.
  const inCart = summary.state === 'error' ? (summary.inCart ?? 0) : 0;
  const refused = summary.state === 'error' ? (summary.refused ?? 0) : 0;
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
          {inCart > 0 ? <p>{text.inCart({ count: inCart })}</p> : null}
          {refused > 0 && inCart > 0 ? <p>{text.refused({ count: refused })}</p> : null}
          {reason ? <p>{reason}</p> : null}
          {inCart > 0 ? (
            <a className={button} href={webshopPath('cart', lang)}>
              {text.toCart()}
            </a>
          ) : (
            <>
              <p>{text.buyInShop()}</p>
              <a className={button} href={webshopUrl}>
                {text.toWebshop()}
              </a>
            </>
          )}
        </>
      ) : null}
    </div>
  );
}
