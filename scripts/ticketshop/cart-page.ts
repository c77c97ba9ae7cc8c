/** The shop's cart page, where the booking widget hands the visitor over (SPEC §3 "Cart cookie data" cartUrl). */
import type { ShopCart } from '../../server/features/ticketshop/protocol';

/** The simulator's own page texts: it stands in for an external shop, so they are not our UI strings. */
const TEXTS = {
  de: { title: 'Warenkorb', empty: 'Ihr Warenkorb ist leer.', held: 'Reserviert bis', event: 'Veranstaltung', group: 'Platzgruppe', time: 'Einlass', ticket: 'Karte', count: 'Anzahl', price: 'Preis', total: 'Karten gesamt' },
  en: { title: 'Cart', empty: 'Your cart is empty.', held: 'Reserved until', event: 'Event', group: 'Seat group', time: 'Time', ticket: 'Ticket', count: 'Quantity', price: 'Price', total: 'Tickets in total' },
} as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function cartPage(cart: ShopCart, lang: 'de' | 'en'): string {
  const t = TEXTS[lang];
  const rows = cart.lines
    .map(
      (line) =>
        `<tr><td>${line.event_jet_id}</td><td>${escape(line.seat_group)}</td><td>${line.time_start?.slice(0, 5) ?? ''}</td>` +
        `<td>${escape(line.name[lang] || line.name.de)}</td><td>${line.quantity}</td><td>${line.price} €</td></tr>`,
    )
    .join('');
  const body = cart.lines.length
    ? `<p>${t.held} <time datetime="${cart.expires_at}">${cart.expires_at}</time></p>` +
      `<table><thead><tr><th>${t.event}</th><th>${t.group}</th><th>${t.time}</th><th>${t.ticket}</th><th>${t.count}</th><th>${t.price}</th></tr></thead>` +
      `<tbody>${rows}</tbody></table><p>${t.total}: <strong data-tickets>${cart.tickets_quantity}</strong></p>`
    : `<p data-tickets="0">${t.empty}</p>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${t.title}</title></head><body><main><h1>${t.title}</h1>${body}</main></body></html>`;
}
