/**
 * The cart handover cookies (SPEC §3 "Cart cookie data", §9): cartAmount and cartUrl for 15 minutes,
 * path /, on the parent domain so the shop on a sibling host reads them too; then the cart-updated
 * event makes the header badge read them again (SPEC §4).
 */
import Cookies from 'js-cookie';
import { readCookie } from '../../../common/api/browser-cookie';
import { CART_AMOUNT_COOKIE, CART_URL_COOKIE } from '../../../common/api/cookies';
import { CART_UPDATED_EVENT } from '../../layout/header/shop-entries';

/** SPEC §9: tickets are reserved, and the cart cookies live, 15 minutes. */
export const CART_COOKIE_MINUTES = 15;

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * `www.example.org` → `.example.org`, `example.org` → `.example.org`; none for localhost, IP
 * addresses and single-label hosts, where browsers refuse a domain attribute.
 */
export function cartCookieDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host.includes(':') || host.startsWith('[') || IPV4.test(host)) return undefined;
  const labels = host.split('.');
  if (labels.length < 2 || labels[labels.length - 1] === 'localhost') return undefined;
  return `.${labels.length > 2 ? labels.slice(1).join('.') : host}`;
}

const cookieScope = () => {
  const domain = cartCookieDomain(location.hostname);
  return { path: '/', ...(domain ? { domain } : {}) };
};

export function storeCart(amount: number, cartUrl: string, now = Date.now()): void {
  const options = { ...cookieScope(), expires: new Date(now + CART_COOKIE_MINUTES * 60_000), sameSite: 'lax' as const };
  Cookies.set(CART_AMOUNT_COOKIE, String(amount), options);
  Cookies.set(CART_URL_COOKIE, cartUrl, options);
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

/** The cart is gone (its reservation lapsed, -204, or it ended in an order): the header's badge goes too. */
export function clearCart(): void {
  Cookies.remove(CART_AMOUNT_COOKIE, cookieScope());
  Cookies.remove(CART_URL_COOKIE, cookieScope());
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

/** Tickets in the visitor's cart as the last handover stored it (0 without a cart). */
export const storedCartAmount = (): number => Number(readCookie(CART_AMOUNT_COOKIE)) || 0;

/** The visitor's cart address at the shop, as the last handover stored it. */
export const storedCartUrl = (): string | null => readCookie(CART_URL_COOKIE) ?? null;
