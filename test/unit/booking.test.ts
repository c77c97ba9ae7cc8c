import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toApiError } from '../../common/api/errors';
import type { SeatGroup } from '../../common/api/programme';
import type { ShopCartPayload } from '../../common/api/ticketshop';
import { cartSummary, closeBooking, openBooking, openBookingId, selectedTickets, withTicketAdded, withTicketRemoved } from '../../site/stores/booking';
import { timings } from '../../common/theme';
import { addAllToCart } from '../../site/widgets/booking/add-to-cart';
import { cartCookieDomain } from '../../site/widgets/booking/cart-cookies';
import { bookableGroups, cartPayloads, chargeablePrices, groupsWithoutTimeslot } from '../../site/widgets/booking/tickets';

const parkett = { seat_group: 11, sale_type_id: 1 };
const reduced = { seat_group: 11, sale_type_id: 2 };
const empore = { seat_group: 12, sale_type_id: 1 };

function group(id: number, overrides: Partial<SeatGroup> = {}): SeatGroup {
  return {
    id,
    seat_group: `Gruppe ${id}`,
    status: 1,
    text: '',
    prices: [
      { id: id * 10 + 1, price: '24.00', sale_type_id: 1, seat_group: id, text: '', name: 'Vollpreis', has_discounts: true },
      { id: id * 10 + 2, price: '12.00', sale_type_id: 2, seat_group: id, text: '', name: 'Ermäßigt', has_discounts: false },
    ],
    timeslots: [],
    ...overrides,
  };
}

test('adding a ticket of the same seat group and sale type raises its amount by one, anything else is a new entry with amount 1', () => {
  let tickets = withTicketAdded([], parkett);
  assert.equal(tickets, [{ ticket: parkett, amount: 1 }]);
  tickets = withTicketAdded(tickets, parkett);
  tickets = withTicketAdded(tickets, reduced);
  tickets = withTicketAdded(tickets, empore);
  assert.equal(tickets, [
    { ticket: parkett, amount: 2 },
    { ticket: reduced, amount: 1 },
    { ticket: empore, amount: 1 },
  ]);
});

test('removing a ticket lowers its amount, and at 1 removes the entry; others stay', () => {
  const tickets = [
    { ticket: parkett, amount: 2 },
    { ticket: reduced, amount: 1 },
  ];
  assert.equal(withTicketRemoved(tickets, parkett), [{ ticket: parkett, amount: 1 }, { ticket: reduced, amount: 1 }]);
  assert.equal(withTicketRemoved(tickets, reduced), [{ ticket: parkett, amount: 2 }]);
  assert.equal(withTicketRemoved(tickets, empore), tickets, 'removing what is not selected changes nothing');
});

test('opening a widget stores its id and a fresh selection; closing clears both and resets the summary only after 250 ms', async () => {
  openBooking('a');
  selectedTickets.value = withTicketAdded([], parkett);
  openBooking('b');
  assert.is(openBookingId.value, 'b', 'only one widget is open');
  assert.equal(selectedTickets.value, [], 'the other widget’s selection is gone');
  selectedTickets.value = withTicketAdded([], parkett);
  cartSummary.value = { state: 'success', cartUrl: 'https://shop.example/cart/1', amount: 1 };
  closeBooking();
  assert.is(openBookingId.value, null);
  assert.equal(selectedTickets.value, []);
  assert.is(cartSummary.value.state, 'success', 'the summary stays while the popup fades');
  await new Promise((resolve) => setTimeout(resolve, timings.summaryReset + 20));
  assert.is(cartSummary.value.state, 'idle');
});

test('seat groups and timeslots with status 0 are hidden, prices of 0.00 ignored', () => {
  const closed = group(1, { status: 0 });
  const free = group(2, { prices: [{ ...group(2).prices[0]!, price: '0.00' }] });
  const slotsClosed = group(3, { timeslots: [{ id: 1, time_start: '10:00:00', status: 0, block_id: 5 }] });
  const open = group(4, { prices: [{ ...group(4).prices[0]!, price: '0.00' }, ...group(4).prices] });
  assert.equal(bookableGroups([closed, free, slotsClosed, open]).map((g) => g.id), [4]);
  assert.equal(chargeablePrices(open).map((p) => p.price), ['24.00', '12.00'], 'the first chargeable price is the full price');
});

test('one cart payload per seat group with tickets, with the chosen timeslot block_id; a group with a timeslot to choose is named', () => {
  const tour = group(12, { timeslots: [{ id: 1, time_start: '14:00:00', status: 1, block_id: 77 }] });
  const groups = [group(11), tour, group(13)];
  const selected = [
    { ticket: parkett, amount: 2 },
    { ticket: empore, amount: 1 },
    { ticket: reduced, amount: 1 },
  ];
  assert.equal(groupsWithoutTimeslot(groups, selected, {}).map((g) => g.id), [12]);
  assert.equal(groupsWithoutTimeslot(groups, selected, { 12: 77 }), []);
  assert.equal(cartPayloads(4711, groups, selected, { 12: 77 }), [
    { event_jet_id: 4711, seat_group: 11, sale_type_ids: [1, 2], quantities: [2, 1] },
    { event_jet_id: 4711, seat_group: 12, sale_type_ids: [1], quantities: [1], block_id: 77 },
  ]);
});

test('add to cart calls once per seat group in turn; a failure stops the loop and keeps the shop response_code', async () => {
  const payloads = [11, 12, 13].map((seat_group): ShopCartPayload => ({ event_jet_id: 1, seat_group, sale_type_ids: [1], quantities: [1] }));
  const calls: number[] = [];
  const added: number[] = [];
  const originalError = console.error;
  console.error = () => {};
  try {
    const failed = await addAllToCart(
      payloads,
      async (payload) => {
        calls.push(payload.seat_group!);
        if (payload.seat_group === 12) throw { status: 409, data: { message: 'Not enough (connected) seats found.', statusCode: 409, response_code: -214 } };
        return { tickets_quantity: calls.length, cart_url: 'https://shop.example/cart/x' };
      },
      (answer) => added.push(answer.tickets_quantity),
    );
    assert.equal(calls, [11, 12], 'the third group is never sent');
    assert.equal(added, [1], 'the first group’s tickets updated the cart');
    // The popup can say what the cart holds (the first group's ticket) and what was refused.
    assert.equal(failed, { state: 'error', responseCode: -214, inCart: 1, refused: 2 });
  } finally {
    console.error = originalError;
  }
  const ok = await addAllToCart(payloads, async () => ({ tickets_quantity: 3, cart_url: 'https://shop.example/cart/y' }), () => {});
  assert.equal(ok, { state: 'success', cartUrl: 'https://shop.example/cart/y', amount: 3 });
});

test('an API error keeps the response_code of the body, and has none when the body has none', () => {
  const error = toApiError({ status: 503, data: { message: 'The ticket shop is not reachable right now.', statusCode: 503, response_code: -1 } });
  assert.is(error.statusCode, 503);
  assert.is(error.responseCode, -1);
  assert.is(toApiError({ status: 404, data: { message: 'gone' } }).responseCode, undefined);
  assert.is(toApiError(new TypeError('Failed to fetch')).responseCode, undefined);
});

test('the cart cookies go to the parent domain, and to no domain on localhost or an IP address', () => {
  assert.is(cartCookieDomain('www.example.org'), '.example.org');
  assert.is(cartCookieDomain('shop.tickets.example.org'), '.tickets.example.org');
  assert.is(cartCookieDomain('example.org'), '.example.org');
  for (const host of ['localhost', '127.0.0.1', '::1', '[::1]', 'intranet', 'app.localhost']) assert.is(cartCookieDomain(host), undefined, host);
});

test.run();
