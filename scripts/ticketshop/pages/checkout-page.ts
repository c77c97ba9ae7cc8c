/** The simulated checkout: name and email address, then a fake order with its number. Nothing is charged. */
import type { ShopCart, ShopOrder } from '../../../server/features/ticketshop/protocol';
import { carried, escape, euro, link, page, type PageContext } from './shell';

export function checkoutPage(cart: ShopCart, ctx: PageContext, error?: string, values: { name?: string; email?: string } = {}): string {
  const t = ctx.texts;
  if (cart.lines.length === 0) return page(ctx, t.checkoutTitle, `<h1>${t.checkoutTitle}</h1><p class="error" role="alert">${t.lapsed}</p><p><a href="${link({ ...ctx, cart: null }, '/')}">${t.continue}</a></p>`);
  const body =
    `<h1>${t.checkoutTitle}</h1><p>${t.total}: <strong data-tickets>${cart.tickets_quantity}</strong></p><p class="note">${t.demo}</p>` +
    (error ? `<p class="error" role="alert">${error}</p>` : '') +
    `<form method="post" action="/checkout/${cart.cart_id}">${carried(ctx)}` +
    `<label>${t.name}<br><input type="text" name="name" autocomplete="name" required maxlength="200" value="${escape(values.name ?? '')}"></label>` +
    `<label>${t.email}<br><input type="email" name="email" autocomplete="email" required maxlength="200" value="${escape(values.email ?? '')}"></label>` +
    `<button type="submit">${t.buy}</button></form>`;
  return page(ctx, t.checkoutTitle, body);
}

/** The order; its number is kept in the shop's storage of this browser for the account page. */
export function orderPage(order: ShopOrder | null, ctx: PageContext, fresh: boolean): string {
  const t = ctx.texts;
  if (!order) return page(ctx, t.orderTitle, `<h1>${t.orderTitle}</h1><p class="error" role="alert">${t.orderUnknown}</p>`);
  const lines = order.lines.map((line) => `<li>${line.quantity} × ${escape(line.name[ctx.lang] || line.name.de)} (${escape(line.seat_group)}${line.time_start ? `, ${line.time_start.slice(0, 5)}` : ''}) · ${euro(line.price)}</li>`).join('');
  const body = `<h1>${t.orderTitle}</h1><p>${t.orderNumber}: <strong data-order-number>${order.number}</strong></p><ul>${lines}</ul><p><a href="${link(ctx, '/')}">${t.continue}</a></p>`;
  const remember = `try{var k='shop-orders',l=JSON.parse(localStorage.getItem(k)||'[]');if(l.indexOf(${JSON.stringify(order.number)})<0){l.unshift(${JSON.stringify(order.number)});localStorage.setItem(k,JSON.stringify(l.slice(0,50)))}}catch(e){}`;
  return page({ ...ctx, cart: null }, t.orderTitle, body, { ...(fresh ? { message: { type: 'shop:cart', tickets_quantity: 0, cart_url: null } } : {}), script: remember });
}
