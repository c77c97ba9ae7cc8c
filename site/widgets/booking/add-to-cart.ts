/**
 * "Add to cart" (SPEC §4, §7, §8): one call per seat group, in turn; each success updates the cart
 * cookies (the shop's cart holds those tickets whatever comes next), and a failure stops the loop,
 * is reported with the shop's response_code and answers the summary's error state with what the
 * cart holds (`inCart`, from this run or, before any success, `heldBefore`) and how many tickets
 * were refused (a partial success says both).
 */
import { toApiError } from '../../../common/api/client';
import { NO_CONNECTION_CODE, type ShopCartPayload, type ShopCartResponse } from '../../../common/api/ticketshop';
import { report } from '../../monitoring/report';
import type { CartSummary } from '../../stores/booking';

export async function addAllToCart(
  payloads: readonly ShopCartPayload[],
  call: (payload: ShopCartPayload) => Promise<ShopCartResponse>,
  onAdded: (response: ShopCartResponse) => void,
  heldBefore = 0,
): Promise<CartSummary> {
  let last: ShopCartResponse | null = null;
  for (const payload of payloads) {
    try {
      last = await call(payload);
    } catch (error) {
      const failure = toApiError(error);
      // Without a connection the shop was never asked; the popup says that, not a code.
      const responseCode = (typeof navigator !== 'undefined' && !navigator.onLine) || error instanceof TypeError ? NO_CONNECTION_CODE : (failure.responseCode ?? null);
      report(failure, { feature: 'cart', response_code: responseCode, event_jet_id: payload.event_jet_id });
      const refused = payloads.slice(payloads.indexOf(payload)).reduce((sum, p) => sum + p.quantities.reduce((a, n) => a + n, 0), 0);
      return { state: 'error', responseCode, inCart: last ? last.tickets_quantity : heldBefore, refused };
    }
    onAdded(last);
  }
  return last ? { state: 'success', cartUrl: last.cart_url, amount: last.tickets_quantity } : { state: 'idle' };
}
