import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import Cookies from 'js-cookie';
import { CART_AMOUNT_COOKIE, CART_URL_COOKIE } from '../../common/api/cookies';
import type { SeatGroup } from '../../common/api/programme';
import de from '../../common/i18n/de/booking';
import sale from '../../common/i18n/de/sale';
import { CART_UPDATED_EVENT } from '../../site/layout/header/shop-entries';
import { closeBooking, openBookingId, selectedTickets } from '../../site/stores/booking';
import { commonData as commonSignal } from '../../site/stores/site-data';
import { BookingEntry, type BookingEntryProps } from '../../site/widgets/booking/booking-entry';
import { commonData } from '../helpers/fixtures';
import { calls, json, network, resetNetwork } from './app-harness';

const WEBSHOP = '/webshop';
/** The event's page in the embedded ticket shop: where the entry and the failures lead. */
const SHOP_EVENT = '/webshop/event/4711';
const CART_URL = 'http://shop.example/cart/abc?lang=de';

const price = (id: number, group: number, saleType: number, amount: string, name: string) => ({ id, price: amount, sale_type_id: saleType, seat_group: group, text: '', name, has_discounts: saleType === 1 });

const PARKETT: SeatGroup = {
  id: 11,
  seat_group: 'Parkett',
  status: 1,
  text: 'Freie Platzwahl',
  prices: [price(1, 11, 1, '24.00', 'Vollpreis'), price(2, 11, 2, '12.50', 'Schüler'), price(3, 11, 3, '15.00', 'Senioren'), price(4, 11, 4, '0.00', 'Begleitperson'), price(5, 11, 5, '10.00', 'Gruppe')],
  timeslots: [],
};
const TOUR: SeatGroup = {
  id: 12,
  seat_group: 'Führung',
  status: 1,
  text: '',
  prices: [price(6, 12, 1, '8.00', 'Vollpreis')],
  timeslots: [
    { id: 1, time_start: '14:00:00', status: 1, block_id: 701 },
    { id: 2, time_start: '15:00:00', status: 0, block_id: 702 },
    { id: 3, time_start: '16:00:00', status: 1, block_id: 703 },
  ],
};
const CLOSED: SeatGroup = { ...PARKETT, id: 13, seat_group: 'Loge', status: 0 };

const EVENT = { id: 5, id_jet: 4711, title: 'Klezmer-Nacht', ticket_url: 'https://shop.example/event/4711', seat_groups: [PARKETT, TOUR, CLOSED] };

function setQuickBuy(active: boolean) {
  const base = commonData();
  commonSignal.value = { ...base, settings: { ...base.settings, design: { ...base.settings.design, quickBuyActive: active, currency: '€', header: { ...base.settings.design.header, webshopLink: WEBSHOP } } } };
}

function entry(props: Partial<BookingEntryProps> = {}) {
  return <BookingEntry lang="de" event={EVENT} place="facts" linkText="Tickets kaufen" {...props} />;
}

async function openWidget() {
  render(entry());
  const opener = screen.getByRole('link', { name: sale.bookFor.replace('{title}', EVENT.title) });
  opener.focus();
  fireEvent.click(opener);
  return screen.findByRole('dialog', { name: de.title });
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const addToCart = () => button(de.addToCart);
const plus = (label: string) => button(`${label} hinzufügen`);
const quiet = console.error;

test.before.each(() => {
  setQuickBuy(true);
  // A visitor who already holds the CSRF cookie (the first unsafe call of a visit fetches it first).
  document.cookie = 'csrftoken=component-test-token-0123; path=/';
});
test.after.each(() => {
  cleanup();
  closeBooking();
  resetNetwork();
  Cookies.remove(CART_AMOUNT_COOKIE, { path: '/' });
  Cookies.remove(CART_URL_COOKIE, { path: '/' });
  console.error = quiet;
});

test('with quick-buy off the entry stays the link to the event in the embedded ticket shop', () => {
  setQuickBuy(false);
  render(entry());
  assert.is(screen.getByRole('link', { name: 'Tickets kaufen' }).getAttribute('href'), SHOP_EVENT);
  assert.is(screen.queryByRole('button'), null);
});

test('the popup opens as a modal dialog with the seat groups on sale, each with its full price; add to cart is disabled until a ticket is chosen', async () => {
  const dialog = await openWidget();
  assert.ok(dialog.hasAttribute('open'));
  assert.ok(screen.getByRole('heading', { name: 'Parkett' }));
  assert.ok(screen.getByRole('heading', { name: 'Führung' }));
  // A seat group with status 0 stays in view, sold out, with nothing to choose.
  const loge = screen.getByRole('heading', { name: 'Loge' }).closest('section')!;
  assert.match(loge.textContent!, 'Ausverkauft');
  assert.is(loge.querySelectorAll('button').length, 0, 'a sold-out seat group offers no tickets');
  assert.match(dialog.textContent!, 'Vollpreis 24 €');
  assert.ok(addToCart().disabled);
  fireEvent.click(plus('Vollpreis 24 €'));
  assert.not.ok(addToCart().disabled);
  assert.match(dialog.textContent!, '1 Ticket ausgewählt');
  fireEvent.click(button('Vollpreis 24 € entfernen'));
  assert.ok(addToCart().disabled, 'removing the last ticket disables it again');
});

test('discounts are a step of their own: more than 2 prices start collapsed behind show-all, 0.00 is left out, back returns to main', async () => {
  await openWidget();
  fireEvent.click(button(`${de.discounts} (3)`));
  assert.ok(screen.getByRole('heading', { name: 'Ermäßigungen: Parkett' }));
  const rows = [...document.querySelectorAll('[data-sale-type]')] as HTMLElement[];
  assert.equal(rows.map((row) => row.dataset.saleType), ['2', '3', '5'], 'Begleitperson at 0.00 is not offered');
  assert.equal(rows.map((row) => row.hidden), [false, false, true], 'collapsed: the first two');
  fireEvent.click(button(de.showAll));
  assert.equal(rows.map((row) => row.hidden), [false, false, false]);
  assert.is(button(de.showLess).getAttribute('aria-expanded'), 'true');
  fireEvent.click(plus('Schüler 12,50 €'));
  fireEvent.click(plus('Schüler 12,50 €'));
  fireEvent.click(button(new RegExp(de.back)));
  assert.ok(screen.getByRole('heading', { name: 'Parkett' }));
  assert.equal(selectedTickets.value, [{ ticket: { seat_group: 11, sale_type_id: 2 }, amount: 2 }]);
});

test('a seat group with timeslots needs one chosen before add to cart; timeslots with status 0 are hidden', async () => {
  await openWidget();
  fireEvent.click(plus('Vollpreis 8 €'));
  assert.ok(addToCart().disabled);
  assert.ok(screen.getByText('Bitte wählen Sie für Führung ein Zeitfenster.'));
  fireEvent.click(button(de.chooseTimeslot));
  assert.equal(screen.getAllByRole('radio').map((radio) => radio.parentElement!.textContent), ['14:00 Uhr', '16:00 Uhr']);
  fireEvent.click(screen.getByRole('radio', { name: '16:00 Uhr' }));
  fireEvent.click(button(new RegExp(de.back)));
  assert.ok(button('Zeitfenster 16:00 Uhr'));
  assert.not.ok(addToCart().disabled);
});

test('add to cart calls once per seat group, then shows success with the link to the embedded cart, sets the cart cookies and tells the header', async () => {
  let quantity = 0;
  network({
    '/de/api/shop-cart/': (call: { body: unknown }) => {
      quantity += (call.body as { quantities: number[] }).quantities.reduce((a, b) => a + b, 0);
      return json(200, { tickets_quantity: quantity, cart_url: CART_URL });
    },
  });
  let updates = 0;
  const onUpdate = () => updates++;
  window.addEventListener(CART_UPDATED_EVENT, onUpdate);
  try {
    await openWidget();
    fireEvent.click(plus('Vollpreis 24 €'));
    fireEvent.click(plus('Vollpreis 24 €'));
    fireEvent.click(plus('Vollpreis 8 €'));
    fireEvent.click(button(de.chooseTimeslot));
    fireEvent.click(screen.getByRole('radio', { name: '14:00 Uhr' }));
    fireEvent.click(button(new RegExp(de.back)));
    fireEvent.click(addToCart());
    const link = await screen.findByRole('link', { name: de.toCart });
    assert.is(link.getAttribute('href'), '/webshop/cart', 'the cart opens in our webshop layout, which reads the cartUrl cookie');
    assert.ok(screen.getByRole('status').textContent!.includes(de.added));
    assert.equal(
      calls.map((c) => c.body),
      [
        { event_jet_id: 4711, seat_group: 11, sale_type_ids: [1], quantities: [2] },
        { event_jet_id: 4711, seat_group: 12, sale_type_ids: [1], quantities: [1], block_id: 701 },
      ],
    );
    assert.is(Cookies.get(CART_AMOUNT_COOKIE), '3');
    assert.is(Cookies.get(CART_URL_COOKIE), CART_URL);
    assert.is(updates, 2, 'the header re-reads the cookies after each seat group');
  } finally {
    window.removeEventListener(CART_UPDATED_EVENT, onUpdate);
  }
});

const FAILURES: [string, number, number, string | null][] = [
  ['not enough seats', 409, -214, de.notEnoughSeats],
  ['no current reservation', 409, -204, de.noReservation],
  ['a shop error', 502, -500, 'Fehler -500'],
  ['a shop that does not answer', 503, -1, 'Fehler -1'],
];
for (const [what, status, code, line] of FAILURES) {
  test(`${what} shows that it did not work, the line to buy in the web shop, ${line}, and the button to the event in the web shop`, async () => {
    console.error = () => {};
    network({ '/de/api/shop-cart/': () => json(status, { message: 'refused', statusCode: status, response_code: code }) });
    await openWidget();
    fireEvent.click(plus('Vollpreis 24 €'));
    fireEvent.click(addToCart());
    const shop = await screen.findByRole('link', { name: de.toWebshop });
    assert.is(shop.getAttribute('href'), SHOP_EVENT);
    const status_ = screen.getByRole('status').textContent!;
    for (const text of [de.failed, de.buyInShop, line!]) assert.ok(status_.includes(text), `${text} in ${status_}`);
    assert.is(Cookies.get(CART_AMOUNT_COOKIE), undefined, 'a failed call sets no cart cookie');
  });
}

test('closing clears the selection and the open id, and focus returns to the opener', async () => {
  const dialog = (await openWidget()) as HTMLDialogElement;
  const opener = screen.getByRole('link', { name: sale.bookFor.replace('{title}', EVENT.title) });
  fireEvent.click(plus('Vollpreis 24 €'));
  fireEvent.click(button(de.close));
  await waitFor(() => assert.is(openBookingId.value, null));
  assert.equal(selectedTickets.value, []);
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null));
  assert.not.ok(dialog.isConnected);
  // The hook hands focus back in its cleanup, which Preact may run a tick after the dialog left the page.
  await waitFor(() => assert.is(document.activeElement, opener));
});

test('focus returns to the opener also when the click did not focus it (Safari focuses no link on click)', async () => {
  render(entry());
  const opener = screen.getByRole('link', { name: sale.bookFor.replace('{title}', EVENT.title) });
  (document.activeElement as HTMLElement | null)?.blur();
  fireEvent.click(opener);
  await screen.findByRole('dialog', { name: de.title });
  fireEvent.click(button(de.close));
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null));
  await waitFor(() => assert.is(document.activeElement, opener));
});

test('only one widget is open at a time', async () => {
  render(
    <>
      {entry({ place: 'a' })}
      {entry({ place: 'b' })}
    </>,
  );
  const [first, second] = screen.getAllByRole('link', { name: sale.bookFor.replace('{title}', EVENT.title) });
  fireEvent.click(first!);
  await screen.findByRole('dialog');
  fireEvent.click(second!);
  await waitFor(() => assert.is(document.querySelectorAll('dialog').length, 1));
  assert.is(openBookingId.value, 'booking-b-5');
});

test.run();
