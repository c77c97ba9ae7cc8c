import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { l } from '../../common/i18n/localized';
import { TicketshopError, createTicketshopClient } from '../../server/features/ticketshop/client';
import type { ShopCartSuccess } from '../../server/features/ticketshop/protocol';
import { startSimulator } from '../../scripts/ticketshop/server';

const CATALOG = {
  events: [{ event_jet_id: 5, seat_groups: [{ seat_group: 'Parkett', status: 1, text: l(''), capacity: 4, prices: [{ sale_type_id: 1, price: '15.00', name: l('Vollpreis'), text: l(''), has_discounts: false }], timeslots: [] }] }],
};

/** A stand-in shop that counts its requests and answers with `status` (or never, for 0). */
async function countingShop(status: number): Promise<{ url: string; hits: () => number; close(): Promise<void> }> {
  let hits = 0;
  const server: Server = createServer((request, response) => {
    hits++;
    request.resume();
    if (status === 0) return;
    response.writeHead(status, { 'content-type': 'application/json' }).end('{"message":"kaputt"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: () => hits,
    close: () => new Promise((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
  };
}

async function failure(promise: Promise<unknown>): Promise<TicketshopError> {
  try {
    await promise;
  } catch (error) {
    assert.instance(error, TicketshopError);
    return error as TicketshopError;
  }
  throw new Error('expected the call to fail');
}

test('the client reads availability and adds to the cart through the simulator', async () => {
  const shop = await startSimulator({ catalog: CATALOG });
  const client = createTicketshopClient({ baseUrl: `${shop.url}/` });
  const event = await client.event(5);
  assert.equal(event!.seat_groups.map((g) => [g.seat_group, g.capacity_left]), [['Parkett', 4]]);
  assert.is(await client.event(6), null, 'an event the shop does not sell is null');
  const added = (await client.addToCart({ event_jet_id: 5, items: [{ sale_type_id: 1, quantity: 3 }] })) as ShopCartSuccess;
  assert.is(added.tickets_quantity, 3);
  assert.equal(await client.addToCart({ event_jet_id: 5, items: [{ sale_type_id: 1, quantity: 3 }] }), { response_code: -214 });
  await shop.close();
});

test('a reservation held by the simulator lapses after its reservation time', async () => {
  const shop = await startSimulator({ catalog: CATALOG, reservationSeconds: 1 });
  const client = createTicketshopClient({ baseUrl: shop.url });
  await client.addToCart({ event_jet_id: 5, items: [{ sale_type_id: 1, quantity: 4 }] });
  assert.is((await client.event(5))!.seat_groups[0]!.status, 0);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  assert.is((await client.event(5))!.seat_groups[0]!.capacity_left, 4);
  await shop.close();
});

test('a shop that does not answer fails as a timeout after timeoutMs, and an add-to-cart is sent once only', async () => {
  const shop = await countingShop(0);
  const client = createTicketshopClient({ baseUrl: shop.url, timeoutMs: 300 });
  const started = Date.now();
  const error = await failure(client.addToCart({ event_jet_id: 5, items: [{ sale_type_id: 1, quantity: 1 }] }));
  const elapsed = Date.now() - started;
  assert.is(error.kind, 'timeout');
  assert.ok(elapsed >= 290 && elapsed < 1000, `failed after ${elapsed} ms`);
  assert.is(shop.hits(), 1);
  await shop.close();
});

test('a failed availability read is retried once, an add-to-cart never', async () => {
  const shop = await countingShop(500);
  const client = createTicketshopClient({ baseUrl: shop.url, timeoutMs: 300 });
  const read = await failure(client.event(5));
  assert.equal([read.kind, read.status, shop.hits()], ['bad-answer', 500, 2]);
  const add = await failure(client.addToCart({ event_jet_id: 5, items: [{ sale_type_id: 1, quantity: 1 }] }));
  assert.equal([add.kind, add.status, shop.hits()], ['bad-answer', 500, 3]);
  await shop.close();
});

test('a refused connection fails at once as unreachable, without a retry', async () => {
  const shop = await countingShop(200);
  const url = shop.url;
  await shop.close();
  const started = Date.now();
  const error = await failure(createTicketshopClient({ baseUrl: url }).event(5));
  assert.is(error.kind, 'unreachable');
  assert.ok(Date.now() - started < 1000);
});

test('without a configured shop every call fails as unreachable', async () => {
  const error = await failure(createTicketshopClient({ baseUrl: null }).addToCart({ event_jet_id: 5, items: [] }));
  assert.is(error.kind, 'unreachable');
  assert.match(error.message, 'TICKETSHOP_URL');
});

test('an answer that is neither a cart nor a code is a bad answer', async () => {
  const server = createServer((_, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const client = createTicketshopClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  assert.is((await failure(client.addToCart({ event_jet_id: 5, items: [] }))).kind, 'bad-answer');
  await new Promise((resolve) => server.close(resolve));
});

test.run();
