/**
 * The shop's cart page, where the booking widget and the shop's event page hand the visitor over
 * (SPEC §3 "Cart cookie data" cartUrl): the reserved tickets, when the reservation lapses, and the way
 * to the checkout. It tells the embedding site the cart, so the header's cart entry follows.
 */
import type { ShopCart } from '../../../server/features/ticketshop/protocol';
import type { ShopStore } from '../store';
import { carried, escape, euro, link, page, when, type PageContext } from './shell';

export function cartPage(cart: ShopCart, ctx: PageContext, store?: ShopStore, cartUrl?: string): string {
  const t = ctx.texts;
  const here = { ...ctx, cart: cart.lines.length ? cart.cart_id : null };
  const titleOf = (jetId: number) => {
    const info = store?.eventInfo(jetId);
    return info ? escape(info.title[ctx.lang] || info.title.de) : String(jetId);
  };
  const rows = cart.lines
    .map(
      (line) =>
        `<tr><td data-label="${t.event}">${titleOf(line.event_jet_id)}</td><td data-label="${t.group}">${escape(line.seat_group)}</td><td data-label="${t.time}">${line.time_start?.slice(0, 5) ?? ''}</td>` +
        `<td data-label="${t.ticket}">${escape(line.name[ctx.lang] || line.name.de)}</td><td data-label="${t.count}">${line.quantity}</td><td data-label="${t.price}">${euro(line.price)}</td></tr>`,
    )
    .join('');
  const sum = cart.lines.reduce((total, line) => total + Number(line.price) * line.quantity, 0).toFixed(2);
  const body = cart.lines.length
    ? `<h1>${t.cart}</h1><p>${t.held} <time datetime="${cart.expires_at}" data-expires>${when(cart.expires_at, ctx)}</time>${ctx.lang === 'de' ? ' Uhr' : ''}. <span class="note">${t.heldNote}</span></p>` +
      `<div class="wrap"><table class="lines"><thead><tr><th>${t.event}</th><th>${t.group}</th><th>${t.time}</th><th>${t.ticket}</th><th>${t.count}</th><th>${t.price}</th></tr></thead>` +
      `<tbody>${rows}</tbody></table></div><p>${t.total}: <strong data-tickets>${cart.tickets_quantity}</strong> · ${t.sum}: <strong>${euro(sum)}</strong></p>` +
      `<form method="get" action="/checkout/${cart.cart_id}">${carried(here)}<button type="submit">${t.checkout}</button></form>`
    : `<h1>${t.cart}</h1><p data-tickets="0">${t.empty}</p><p><a href="${link(here, '/')}">${t.continue}</a></p>`;
  return page(here, t.cart, body, { message: { type: 'shop:cart', tickets_quantity: cart.tickets_quantity, cart_url: cart.lines.length ? (cartUrl ?? null) : null } });
}
