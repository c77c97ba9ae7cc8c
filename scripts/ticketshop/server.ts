/**
 * The ticket-shop simulator's HTTP server: a plain node:http server that speaks
 * the shop protocol (server/features/ticketshop/protocol.ts) from an in-memory ShopStore, plus control
 * its own pages (pages/routes.ts: event, cart, checkout, order, account, watch list), plus control
 * endpoints under /__control that let tests add latency, make the shop fail or hang, lower what is
 * left, and end reservations at once.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ShopCartRequest, ShopCatalog } from '../../server/features/ticketshop/protocol';
import { handlePage } from './pages/routes';
import { ShopStore } from './store';

/** SPEC §9: tickets are reserved 15 minutes. */
export const RESERVATION_SECONDS = 15 * 60;
const MAX_BODY_BYTES = 64 * 1024;

export interface SimulatorOptions {
  catalog?: ShopCatalog;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /**
   * false: the simulator does not keep the process alive by itself (a test process shares one
   * simulator among its files and must end when they are done, as with its server: test/helpers/server.ts).
   */
  keepsProcessAlive?: boolean;
  reservationSeconds?: number;
  /** The clock, for tests. */
  now?: () => number;
}

/** How the shop misbehaves on its /api calls until told otherwise (control endpoint /__control/fail). */
export type FailMode = { mode: 'none' } | { mode: 'error'; status: number } | { mode: 'hang' } | { mode: 'code'; code: number };

export interface Simulator {
  url: string;
  store: ShopStore;
  close(): Promise<void>;
}

class BadRequest extends Error {}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BadRequest('body too large');
    chunks.push(chunk);
  }
  if (size === 0) return {};
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new BadRequest('body must be a JSON object');
}

const isInt = (value: unknown, min = 1): value is number => Number.isInteger(value) && (value as number) >= min;

function cartRequestOf(body: Record<string, unknown>): ShopCartRequest {
  const { cart_id, event_jet_id, seat_group, block_id, items, lang } = body;
  if (!isInt(event_jet_id)) throw new BadRequest('event_jet_id must be a positive integer');
  if (cart_id !== undefined && typeof cart_id !== 'string') throw new BadRequest('cart_id must be a string');
  if (seat_group !== undefined && typeof seat_group !== 'string') throw new BadRequest('seat_group must be a string');
  if (block_id !== undefined && !isInt(block_id)) throw new BadRequest('block_id must be a positive integer');
  if (!Array.isArray(items) || items.length === 0) throw new BadRequest('items must be a non-empty list');
  for (const item of items as { sale_type_id?: unknown; quantity?: unknown }[]) {
    if (!item || !isInt(item.sale_type_id) || !isInt(item.quantity)) throw new BadRequest('each item needs a positive integer sale_type_id and quantity');
  }
  return {
    event_jet_id,
    items: (items as { sale_type_id: number; quantity: number }[]).map(({ sale_type_id, quantity }) => ({ sale_type_id, quantity })),
    ...(cart_id === undefined ? {} : { cart_id }),
    ...(seat_group === undefined ? {} : { seat_group }),
    ...(block_id === undefined ? {} : { block_id }),
    lang: lang === 'en' ? 'en' : 'de',
  };
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8'): void {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const now = options.now ?? Date.now;
  const reservationMs = (options.reservationSeconds ?? RESERVATION_SECONDS) * 1000;
  let baseUrl = '';
  const cartUrl = (id: string, lang: string) => `${baseUrl}/cart/${encodeURIComponent(id)}?lang=${lang}`;
  const store = new ShopStore({ reservationMs, cartUrl });
  let latencyMs = 0;
  let fail: FailMode = { mode: 'none' };
  const reset = () => {
    store.clear();
    if (options.catalog) store.addCatalog(options.catalog);
    latencyMs = 0;
    fail = { mode: 'none' };
  };
  reset();

  async function control(path: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method === 'GET' && path === '/__control/stats') return send(response, 200, store.stats(now()));
    if (request.method !== 'POST') return send(response, 405, { message: 'control calls are POST, apart from GET /__control/stats' });
    const body = await readJson(request);
    switch (path) {
      case '/__control/reset':
        reset();
        return send(response, 200, { ok: true });
      case '/__control/latency':
        if (!isInt(body.ms, 0)) throw new BadRequest('ms must be a whole number of milliseconds');
        latencyMs = body.ms;
        return send(response, 200, { ok: true });
      case '/__control/fail': {
        const mode = body.mode;
        if (mode === 'none' || mode === 'hang') fail = { mode };
        else if (mode === 'error' && isInt(body.status, 500) && body.status < 600) fail = { mode, status: body.status };
        else if (mode === 'code' && Number.isInteger(body.code) && (body.code as number) < 0) fail = { mode, code: body.code as number };
        else throw new BadRequest('mode must be "none", "hang", "error" with status 500-599, or "code" with a negative code');
        return send(response, 200, { ok: true });
      }
      case '/__control/capacity': {
        const { event_jet_id, seat_group, block_id, capacity_left } = body;
        if (!isInt(event_jet_id) || typeof seat_group !== 'string' || !isInt(capacity_left, 0) || (block_id !== undefined && !isInt(block_id))) {
          throw new BadRequest('give event_jet_id, seat_group, capacity_left (>= 0) and for timeslots block_id');
        }
        if (!store.setLeft(event_jet_id, seat_group, block_id ?? null, capacity_left)) return send(response, 404, { message: 'no such seat group or timeslot' });
        return send(response, 200, { ok: true });
      }
      case '/__control/expire':
        if (body.cart_id !== undefined && typeof body.cart_id !== 'string') throw new BadRequest('cart_id must be a string');
        store.expire(body.cart_id);
        return send(response, 200, { ok: true });
      case '/__control/catalog':
        return send(response, 200, { added: store.addCatalog(body as unknown as ShopCatalog) });
      default:
        return send(response, 404, { message: 'unknown control call' });
    }
  }

  async function api(path: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
    // Read the body and wait out the latency first: the store's calls below run without an await in between.
    const body = request.method === 'POST' ? await readJson(request) : {};
    if (latencyMs > 0) await sleep(latencyMs);
    if (fail.mode === 'hang') return;
    if (fail.mode === 'error') return send(response, fail.status, { message: 'simulated shop failure' });
    if (fail.mode === 'code' && path === '/api/cart') return send(response, 200, { response_code: fail.code });

    const event = /^\/api\/events\/(\d+)$/.exec(path);
    if (event && request.method === 'GET') {
      const found = store.event(Number(event[1]), now());
      return found ? send(response, 200, found) : send(response, 404, { message: 'event not on sale' });
    }
    if (path === '/api/cart' && request.method === 'POST') return send(response, 200, store.reserve(cartRequestOf(body), now()));
    return send(response, 404, { message: 'not found' });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://shop.invalid');
    const path = url.pathname;
    const handle = async () => {
      if (path.startsWith('/__control/')) return control(path, request, response);
      if (path.startsWith('/api/')) return api(path, request, response);
      if (await handlePage(path, url, request, response, { store, now, cartUrl })) return;
      return send(response, 404, { message: 'not found' });
    };
    handle().catch((error: unknown) => {
      if (error instanceof BadRequest) send(response, 400, { message: error.message });
      else send(response, 500, { message: String(error) });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  if (options.keepsProcessAlive === false) server.unref();
  const address = server.address() as AddressInfo;
  baseUrl = `http://${address.address}:${address.port}`;
  return {
    url: baseUrl,
    store,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Hanging requests (fail mode "hang") and keep-alive sockets would hold close() open.
        server.closeAllConnections();
      }),
  };
}
