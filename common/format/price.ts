/**
 * Ticket prices as the ticket shop sends them: decimal strings with a point ("12.00", "9.50").
 * SPEC §5: the display drops ".00" and uses a decimal comma; SPEC §9: the currency defaults to the euro sign.
 */

/** The currency sign when the design settings name none (SPEC §3 "Design settings", §9). */
export const DEFAULT_CURRENCY = '€';

function toNumber(price: string | number): number {
  return typeof price === 'number' ? price : Number(price.trim());
}

/**
 * True for a price worth showing. SPEC §5: entries of "0.00" are ignored by the ticket widget, so
 * every caller filters with this instead of comparing strings.
 */
export function isChargeable(price: string | number | null | undefined): boolean {
  if (price === null || price === undefined || price === '') return false;
  const value = toNumber(price);
  return Number.isFinite(value) && value > 0;
}

/** "12.00" → "12 €", "9.50" → "9,50 €". Anything that is not a number is shown as the shop sent it. */
export function formatPrice(price: string | number, currency: string = DEFAULT_CURRENCY): string {
  const value = toNumber(price);
  if (typeof price === 'string' && (price.trim() === '' || !Number.isFinite(value))) return price;
  const fixed = value.toFixed(2);
  const amount = fixed.endsWith('.00') ? fixed.slice(0, -3) : fixed.replace('.', ',');
  return currency ? `${amount} ${currency}` : amount;
}
