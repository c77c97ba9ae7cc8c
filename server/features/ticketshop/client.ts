/**
 * The one ticket-shop client: the only code that speaks the shop's protocol.
 * Every call has a timeout, so a dead or slow shop is an error within seconds, never a hang. GETs
 * are retried once; an add-to-cart POST never is, since a retry could reserve the tickets twice.
 */
import type { ShopCartAnswer, ShopCartRequest, ShopEvent } from './protocol';
import { shopCallErrors } from '../metrics/registry';

/** Per call; the visitor waits at most this long (twice for a retried GET). */
export const TICKETSHOP_TIMEOUT_MS = 4000;

export type TicketshopFailure = 'unreachable' | 'timeout' | 'bad-answer';

/** The shop did not answer usefully: no connection, no answer in time, or an error status. */
export class TicketshopError extends Error {
  constructor(
    readonly kind: TicketshopFailure,
    message: string,
    /** The shop's HTTP status for 'bad-answer'. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TicketshopError';
  }
}

export interface TicketshopClient {
  /** Seat groups, prices and timeslots with what is left; null for an event the shop does not sell. */
  event(jetId: number): Promise<ShopEvent | null>;
  /** Reserves tickets live in the shop: a cart, or the shop's numeric response_code. */
  addToCart(request: ShopCartRequest): Promise<ShopCartAnswer>;
}

export interface TicketshopClientOptions {
  /** The shop's base URL; null when none is configured (every call fails as unreachable). */
  baseUrl: string | null;
  timeoutMs?: number;
}

function failureOf(error: unknown, timeoutMs: number): TicketshopError {
  if (error instanceof TicketshopError) return error;
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return new TicketshopError('timeout', `the ticket shop did not answer within ${timeoutMs} ms`);
  const cause = (error as { cause?: { code?: string } } | null)?.cause?.code;
  return new TicketshopError('unreachable', `the ticket shop cannot be reached${cause ? ` (${cause})` : ''}`);
}

export function createTicketshopClient({ baseUrl, timeoutMs = TICKETSHOP_TIMEOUT_MS }: TicketshopClientOptions): TicketshopClient {
  const base = baseUrl?.replace(/\/+$/, '') ?? null;

  async function call<T>(path: string, init: RequestInit, accept404: boolean): Promise<T | null> {
    if (!base) throw new TicketshopError('unreachable', 'no ticket shop is configured (TICKETSHOP_URL)');
    try {
      // One signal covers connecting, the headers and the body.
      const response = await fetch(`${base}${path}`, { ...init, headers: { accept: 'application/json', ...init.headers }, signal: AbortSignal.timeout(timeoutMs) });
      if (accept404 && response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new TicketshopError('bad-answer', `the ticket shop answered ${response.status}`, response.status);
      }
      return (await response.json()) as T;
    } catch (error) {
      const failure = error instanceof SyntaxError ? new TicketshopError('bad-answer', 'the ticket shop answered with something that is not JSON') : failureOf(error, timeoutMs);
      shopCallErrors.inc({ kind: failure.kind });
      throw failure;
    }
  }

  return {
    async event(jetId) {
      const get = () => call<ShopEvent>(`/api/events/${jetId}`, { method: 'GET' }, true);
      try {
        return await get();
      } catch (error) {
        // A refused connection will be refused again; anything else may have been a blip.
        if (error instanceof TicketshopError && error.kind === 'unreachable') throw error;
        return get();
      }
    },
    async addToCart(request) {
      const answer = await call<ShopCartAnswer>('/api/cart', { method: 'POST', body: JSON.stringify(request), headers: { 'content-type': 'application/json' } }, false);
      const valid = answer && (typeof (answer as { response_code?: unknown }).response_code === 'number' || typeof (answer as { cart_url?: unknown }).cart_url === 'string');
      if (!valid) throw new TicketshopError('bad-answer', 'the ticket shop answered neither a cart nor a response_code');
      return answer;
    },
  };
}
