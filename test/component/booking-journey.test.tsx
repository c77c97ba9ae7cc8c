/** The ticket links and the booking fixes a visitor meets (20 per price, collapsed prices, -204, shop offline, prices named and 'ab'). */
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import Cookies from 'js-cookie';
import { CART_AMOUNT_COOKIE, CART_URL_COOKIE } from '../../common/api/cookies';
import type { EventDetail, EventListItem, SeatGroup } from '../../common/api/programme';
import de from '../../common/i18n/de/booking';
import sale from '../../common/i18n/de/sale';
import { TicketLink, ticketHref } from '../../common/modules/shared/ticket-link';
import { shopCartId } from '../../common/api/ticketshop';
import { CART_UPDATED_EVENT } from '../../site/layout/header/shop-entries';
import { closeBooking } from '../../site/stores/booking';
import { commonData as commonSignal } from '../../site/stores/site-data';
import { BookingEntry } from '../../site/widgets/booking/booking-entry';
import { shopFrameUrl } from '../../site/widgets/booking/shop-frame';
import { EventDates } from '../../site/widgets/programme/event-dates';
import { EventFacts } from '../../site/widgets/programme/facts';
import { commonData } from '../helpers/fixtures';
import { calls, json, network, resetNetwork } from './app-harness';

const price = (id: number, group: number, saleType: number, amount: string, name: string) => ({ id, price: amount, sale_type_id: saleType, seat_group: group, text: '', name, has_discounts: false });
const PARKETT: SeatGroup = { id: 11, seat_group: 'Parkett', status: 1, text: '', prices: [price(1, 11, 1, '32.00', 'Vollpreis'), price(2, 11, 2, '16.00', 'ermäßigt')], timeslots: [] };
const RANG: SeatGroup = { id: 12, seat_group: 'Rang', status: 1, text: '', prices: [price(3, 12, 1, '24.00', 'Vollpreis'), price(4, 12, 2, '12.00', 'ermäßigt')], timeslots: [] };
const EVENT = { id: 5, id_jet: 4711, title: 'Nathan der Weise', ticket_url: '/webshop/event/4711', seat_groups: [PARKETT, RANG] };

function settings({ online = true } = {}) {
  const base = commonData();
  commonSignal.value = { ...base, settings: { ...base.settings, is_shop_online: online, design: { ...base.settings.design, quickBuyActive: true, currency: '€' } } };
}

async function openWidget() {
  render(<BookingEntry lang="de" event={EVENT} place="journey" linkText="Tickets kaufen" />);
  const opener = screen.getByRole('link', { name: sale.bookFor.replace('{title}', EVENT.title) });
  opener.focus();
  fireEvent.click(opener);
  return screen.findByRole('dialog', { name: de.title });
}

const quiet = console.error;
test.before.each(() => settings());
test.after.each(() => {
  cleanup();
  closeBooking();
  resetNetwork();
  Cookies.remove(CART_AMOUNT_COOKIE, { path: '/' });
  Cookies.remove(CART_URL_COOKIE, { path: '/' });
  console.error = quiet;
});

test('a ticket link leads to the event in the embedded shop (in English with ?lang=en) and names the event for the popup; free events have none', () => {
  render(
    <>
      <TicketLink event={{ id: 5, id_jet: 4711, ticket_url: 'https://old-shop.example/4711' }} lang="en">
        Tickets
      </TicketLink>
      <TicketLink event={{ id: 6, id_jet: null, ticket_url: 'https://elsewhere.example/x' }} lang="de">
        Karten
      </TicketLink>
      <TicketLink event={{ id: 7, id_jet: 4712, ticket_url: '' }} lang="de">
        Frei
      </TicketLink>
    </>,
  );
  const shop = screen.getByRole('link', { name: 'Tickets' });
  assert.is(shop.getAttribute('href'), '/webshop/event/4711?lang=en');
  assert.is(shop.getAttribute('data-ticket-link'), '5');
  assert.is(shop.getAttribute('target'), null, 'the shop opens in our own layout, not a new tab');
  const other = screen.getByRole('link', { name: 'Karten' });
  assert.is(other.getAttribute('href'), 'https://elsewhere.example/x', 'an event the shop does not know keeps the address an editor gave');
  assert.is(other.getAttribute('data-ticket-link'), null);
  assert.is(screen.queryByText('Frei'), null);
  assert.is(ticketHref({ id: 7, id_jet: 4712, ticket_url: '' }, 'de'), null);
});

test('at most 20 tickets of one price: the + button stops at 20 and says why', async () => {
  settings();
  await openWidget();
  const plus = screen.getByRole('button', { name: 'Vollpreis 32 € hinzufügen' }) as HTMLButtonElement;
  for (let i = 0; i < 25; i += 1) fireEvent.click(plus);
  assert.is(document.querySelector('output[aria-label="Anzahl Vollpreis 32 €"]')!.textContent, '20');
  assert.ok(plus.disabled);
  assert.ok(screen.getByText('Pro Preis können Sie höchstens 20 Tickets auf einmal buchen.'));
});

test('collapsed prices are not displayed (display: none), so neither eyes nor Tab find them', async () => {
  const many: SeatGroup = { ...PARKETT, prices: [price(1, 11, 1, '32.00', 'Vollpreis'), price(2, 11, 2, '16.00', 'Schüler'), price(3, 11, 3, '20.00', 'Senioren'), price(5, 11, 5, '10.00', 'Gruppe')] };
  render(<BookingEntry lang="de" event={{ ...EVENT, seat_groups: [many] }} place="journey" linkText="Tickets kaufen" />);
  const opener = screen.getByRole('link', { name: sale.bookFor.replace('{title}', EVENT.title) });
  opener.focus();
  fireEvent.click(opener);
  await screen.findByRole('dialog', { name: de.title });
  fireEvent.click(screen.getByRole('button', { name: `${de.discounts} (3)` }));
  const rows = [...document.querySelectorAll<HTMLElement>('[data-sale-type]')];
  assert.equal(rows.map((row) => getComputedStyle(row).display), ['flex', 'flex', 'none']);
});

test('after -204 the cart cookies go and the header is told, so its badge no longer counts a lapsed cart', async () => {
  console.error = () => {};
  Cookies.set(CART_AMOUNT_COOKIE, '4', { path: '/' });
  Cookies.set(CART_URL_COOKIE, 'http://shop.example/cart/old', { path: '/' });
  let updates = 0;
  const onUpdate = () => updates++;
  window.addEventListener(CART_UPDATED_EVENT, onUpdate);
  try {
    network({ '/de/api/shop-cart/': () => json(409, { message: 'No current reservation.', statusCode: 409, response_code: -204 }) });
    await openWidget();
    fireEvent.click(screen.getByRole('button', { name: 'Vollpreis 32 € hinzufügen' }));
    fireEvent.click(screen.getByRole('button', { name: de.addToCart }));
    await screen.findByText(de.noReservation);
    assert.is(Cookies.get(CART_AMOUNT_COOKIE), undefined);
    assert.is(Cookies.get(CART_URL_COOKIE), undefined);
    assert.ok(updates >= 1);
  } finally {
    window.removeEventListener(CART_UPDATED_EVENT, onUpdate);
  }
});

test('with the shop offline the popup says so, offers no add to cart and calls nothing', async () => {
  settings({ online: false });
  network({ '/de/api/shop-cart/': () => json(200, { tickets_quantity: 1, cart_url: 'x' }) });
  const dialog = await openWidget();
  assert.match(dialog.textContent!, de.shopOffline);
  assert.is(screen.queryByRole('button', { name: de.addToCart }), null);
  assert.is(screen.queryByRole('button', { name: /hinzufügen$/ }), null);
  assert.is(calls.length, 0);
});

test('the event facts name the seat group of each price', () => {
  // The server lists the shop's seat groups with their prices (server/features/programme/seat-groups.ts priceListOf).
  const price_groups = EVENT.seat_groups.map((g) => ({ name: g.seat_group, prices: g.prices.map((p) => ({ name: p.name, price: p.price })) }));
  const event = { ...EVENT, price_groups, prices: ['32.00', '16.00', '24.00', '12.00'], starts_at: '2026-12-01T18:00:00Z', ends_at: null, room: null, venue: null } as unknown as EventDetail;
  render(<EventFacts event={event} lang="de" />);
  const text = document.querySelector('aside')!.textContent!.replace(/\s+/g, ' ');
  assert.match(text, 'Parkett: Vollpreis 32 € · ermäßigt 16 €');
  assert.match(text, 'Rang: Vollpreis 24 € · ermäßigt 12 €');
});

test("a date list shows the lowest price with 'ab' and its ticket link leads to the shop's event page", () => {
  const item = { id: 5, id_jet: 4711, title: 'Nathan der Weise', url: '/de/programm/nathan/5', starts_at: '2026-12-01T18:00:00Z', ends_at: null, room: null, price_min: '12.00', ticket_url: '/webshop/event/4711' } as unknown as EventListItem;
  render(<EventDates events={[item]} lang="de" title="Termine" />);
  const row = document.querySelector('li')!;
  assert.match(row.textContent!, 'ab 12 €');
  assert.is(row.querySelector('[data-ticket-link]')!.getAttribute('href'), '/webshop/event/4711');
});

test('the embedded shop gets our origin, the language and the cart of the cartUrl cookie, never a cart of another address', () => {
  const shop = 'http://127.0.0.1:3211';
  const cart = `${shop}/cart/Ab_9?lang=de`;
  assert.is(shopCartId(cart, shop), 'Ab_9');
  assert.is(shopCartId('http://evil.example/cart/Ab_9', shop), null);
  assert.is(shopFrameUrl(shop, { kind: 'cart' }, 'de', 'http://127.0.0.1:3210', cart), `${shop}/cart/Ab_9?lang=de&embed=http%3A%2F%2F127.0.0.1%3A3210&cart=Ab_9`);
  assert.is(shopFrameUrl(shop, { kind: 'cart' }, 'en', 'http://site', 'http://evil.example/cart/x'), `${shop}/cart?lang=en&embed=http%3A%2F%2Fsite`);
  assert.is(shopFrameUrl(shop, { kind: 'event', idJet: 4711 }, 'de', 'http://site', null), `${shop}/event/4711?lang=de&embed=http%3A%2F%2Fsite`);
});

test.run();
