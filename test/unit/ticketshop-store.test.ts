import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { l } from '../../common/i18n/localized';
import { SHOP_CODES, type ShopCartSuccess, type ShopCatalog } from '../../server/features/ticketshop/protocol';
import { DEFAULT_GROUP_CAPACITY, ShopStore } from '../../scripts/ticketshop/store';

const RESERVATION_MS = 15 * 60_000;
const price = (sale_type_id: number, euros: string) => ({ sale_type_id, price: euros, name: l(`Preis ${sale_type_id}`), text: l(''), has_discounts: false });
const CATALOG: ShopCatalog = {
  events: [
    {
      event_jet_id: 7,
      seat_groups: [
        { seat_group: 'Parkett', status: 1, text: l(''), capacity: 5, prices: [price(1, '20.00'), price(2, '10.00')], timeslots: [] },
        { seat_group: 'Empore', status: 0, text: l(''), prices: [price(1, '12.00')], timeslots: [] },
        {
          seat_group: 'Führung',
          status: 1,
          text: l(''),
          prices: [price(1, '9.00')],
          timeslots: [
            { block_id: 1, time_start: '10:00:00', status: 1, capacity: 2 },
            { block_id: 2, time_start: '11:30:00', status: 0 },
          ],
        },
      ],
    },
  ],
};

function storeAt() {
  const store = new ShopStore({ reservationMs: RESERVATION_MS, cartUrl: (id, lang) => `http://shop.test/cart/${id}?lang=${lang}` });
  store.addCatalog(CATALOG);
  return store;
}
const groupLeft = (store: ShopStore, name: string, now = 0) => store.event(7, now)!.seat_groups.find((g) => g.seat_group === name)!;

test('a reservation takes its seats and answers the cart with the tickets in it', () => {
  const store = storeAt();
  const answer = store.reserve({ event_jet_id: 7, seat_group: 'Parkett', items: [{ sale_type_id: 1, quantity: 2 }, { sale_type_id: 2, quantity: 1 }], lang: 'en' }, 0) as ShopCartSuccess;
  assert.is(answer.tickets_quantity, 3);
  assert.is(answer.cart_url, `http://shop.test/cart/${answer.cart_id}?lang=en`);
  assert.is(answer.expires_at, new Date(RESERVATION_MS).toISOString());
  assert.is(groupLeft(store, 'Parkett').capacity_left, 2);
});

test('asking for more than is left reserves nothing (-214)', () => {
  const store = storeAt();
  assert.equal(store.reserve({ event_jet_id: 7, seat_group: 'Parkett', items: [{ sale_type_id: 1, quantity: 4 }, { sale_type_id: 2, quantity: 2 }] }, 0), { response_code: SHOP_CODES.notEnoughSeats });
  assert.is(groupLeft(store, 'Parkett').capacity_left, 5);
  assert.equal(store.stats(0), { carts: 0, reserved_tickets: 0 });
});

test('a sold-out group reports status 0 until a reservation lapses and its seats return', () => {
  const store = storeAt();
  const answer = store.reserve({ event_jet_id: 7, seat_group: 'Parkett', items: [{ sale_type_id: 1, quantity: 5 }] }, 0) as ShopCartSuccess;
  assert.equal([groupLeft(store, 'Parkett', 1).status, groupLeft(store, 'Parkett', 1).capacity_left], [0, 0]);
  assert.equal([groupLeft(store, 'Parkett', RESERVATION_MS).status, groupLeft(store, 'Parkett', RESERVATION_MS).capacity_left], [1, 5]);
  assert.equal(store.cart(answer.cart_id, RESERVATION_MS).lines, []);
});

test('each addition holds the whole cart another 15 minutes', () => {
  const store = storeAt();
  const first = store.reserve({ event_jet_id: 7, items: [{ sale_type_id: 1, quantity: 1 }] }, 0) as ShopCartSuccess;
  const second = store.reserve({ event_jet_id: 7, cart_id: first.cart_id, items: [{ sale_type_id: 1, quantity: 1 }] }, 10 * 60_000) as ShopCartSuccess;
  assert.is(second.cart_id, first.cart_id);
  assert.is(second.tickets_quantity, 2);
  assert.is(store.cart(first.cart_id, RESERVATION_MS + 60_000).tickets_quantity, 2);
  assert.is(store.cart(first.cart_id, 25 * 60_000).tickets_quantity, 0);
});

test('a cart id without a current reservation answers -204 and reserves nothing', () => {
  const store = storeAt();
  const first = store.reserve({ event_jet_id: 7, items: [{ sale_type_id: 1, quantity: 1 }] }, 0) as ShopCartSuccess;
  store.expire(first.cart_id);
  assert.equal(store.reserve({ event_jet_id: 7, cart_id: first.cart_id, items: [{ sale_type_id: 1, quantity: 1 }] }, 1), { response_code: SHOP_CODES.noCurrentReservation });
  assert.equal(store.reserve({ event_jet_id: 7, cart_id: 'nie-gesehen', items: [{ sale_type_id: 1, quantity: 1 }] }, 1), { response_code: SHOP_CODES.noCurrentReservation });
  assert.is(groupLeft(store, 'Parkett').capacity_left, 5);
});

test('unknown events, groups and sale types, and groups not on sale, have codes of their own', () => {
  const store = storeAt();
  const item = [{ sale_type_id: 1, quantity: 1 }];
  assert.equal(store.reserve({ event_jet_id: 8, items: item }, 0), { response_code: SHOP_CODES.unknownEvent });
  assert.equal(store.reserve({ event_jet_id: 7, seat_group: 'Loge', items: item }, 0), { response_code: SHOP_CODES.unknownSeatGroup });
  assert.equal(store.reserve({ event_jet_id: 7, seat_group: 'Parkett', items: [{ sale_type_id: 9, quantity: 1 }] }, 0), { response_code: SHOP_CODES.unknownSaleType });
  assert.equal(store.reserve({ event_jet_id: 7, seat_group: 'Empore', items: item }, 0), { response_code: SHOP_CODES.notOnSale });
});

test('timeslots hold their own places and a group with timeslots needs one', () => {
  const store = storeAt();
  const item = (quantity: number) => [{ sale_type_id: 1, quantity }];
  assert.equal(store.reserve({ event_jet_id: 7, seat_group: 'Führung', items: item(1) }, 0), { response_code: SHOP_CODES.unknownTimeslot });
  assert.equal(store.reserve({ event_jet_id: 7, seat_group: 'Parkett', block_id: 1, items: item(1) }, 0), { response_code: SHOP_CODES.unknownTimeslot });
  assert.equal(store.reserve({ event_jet_id: 7, seat_group: 'Führung', block_id: 2, items: item(1) }, 0), { response_code: SHOP_CODES.notOnSale });
  assert.equal(store.reserve({ event_jet_id: 7, seat_group: 'Führung', block_id: 1, items: item(3) }, 0), { response_code: SHOP_CODES.notEnoughSeats });
  const ok = store.reserve({ event_jet_id: 7, seat_group: 'Führung', block_id: 1, items: item(2) }, 0) as ShopCartSuccess;
  assert.equal(store.cart(ok.cart_id, 0).lines.map((line) => [line.block_id, line.time_start]), [[1, '10:00:00']]);
  const tour = groupLeft(store, 'Führung');
  assert.equal(tour.timeslots.map((s) => [s.block_id, s.status, s.capacity_left]), [[1, 0, 0], [2, 0, 25]]);
  assert.is(tour.status, 0, 'no timeslot on sale: the group is not on sale either');
});

test('without a seat group the first one on sale is taken; groups without a capacity get the default', () => {
  const store = storeAt();
  const answer = store.reserve({ event_jet_id: 7, items: [{ sale_type_id: 1, quantity: 1 }] }, 0) as ShopCartSuccess;
  assert.is(store.cart(answer.cart_id, 0).lines[0]!.seat_group, 'Parkett');
  assert.is(groupLeft(store, 'Empore').capacity_left, DEFAULT_GROUP_CAPACITY);
});

test('loading the catalogue again adds new events and leaves known ones as they are', () => {
  const store = storeAt();
  store.reserve({ event_jet_id: 7, items: [{ sale_type_id: 1, quantity: 2 }] }, 0);
  assert.is(store.addCatalog({ events: [...CATALOG.events, { event_jet_id: 9, seat_groups: [] }] }), 1);
  assert.is(groupLeft(store, 'Parkett').capacity_left, 3);
  assert.ok(store.event(9, 0));
});

test.run();
