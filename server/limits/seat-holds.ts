/**
 * Seats held in carts. The shop reserves seats for 15
 * minutes as soon as they are in a cart, before anyone pays: whoever fills carts holds an event. So
 * the seats of an event are counted, for that window, against the cart, the address, the address's
 * network (IPv4 /24, IPv6 /56: one client rarely has more than one such block, a rented range
 * aside) and all carts together. A call passing any cap is refused whole, and nothing of it stays
 * counted. Residual risk: docs/OPERATIONS.md "Seat holds".
 * Decisions: DECISIONS "Security before launch: visibility".
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { Limits } from '../config';
import type { CounterStore } from './counter-store';

/** The shop holds a reservation this long (SPEC §9); seats counted against a visitor are freed after it. */
export const RESERVATION_WINDOW_MS = 15 * 60_000;

/** The eight 16-bit groups of an IPv6 address, as numbers (null when it is not one). */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.split('%', 1)[0]!;
  // A trailing dotted IPv4 part is two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The network an address belongs to for the seat caps: IPv4 /24 ("203.0.113.0/24"), IPv6 /56; an
 * IPv4-mapped IPv6 address counts as its IPv4 address. Anything else is its own network.
 */
export function networkOf(address: string): string {
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return networkOf([groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.'));
  }
  const [a, b, c, d] = groups as [number, number, number, number];
  return `${[a, b, c, d & 0xff00].map((g) => g.toString(16)).join(':')}::/56`;
}

export interface SeatHolder {
  jetId: number;
  ip: string;
  /** The shop cart the seats go into, when the visitor has one already. */
  cartId?: string | undefined;
}

type Caps = Pick<Limits, 'seatsPerEvent' | 'seatsPerAddress' | 'seatsPerNetwork' | 'seatsHeldPerEvent'>;

const cartKey = (jetId: number, cartId: string) => `seats:${jetId}:cart:${cartId}`;

/**
 * Counts `seats` against every cap of `holder`; answers a give-back for when the shop refuses, or
 * null when a cap would be passed (then nothing stays counted).
 */
export async function holdSeats(store: CounterStore, caps: Caps, holder: SeatHolder, seats: number): Promise<(() => Promise<void>) | null> {
  const { jetId, ip, cartId } = holder;
  if (seats > caps.seatsPerEvent) return null;
  const counters = [
    { key: `seats:${jetId}:addr:${ip}`, cap: caps.seatsPerAddress },
    { key: `seats:${jetId}:net:${networkOf(ip)}`, cap: caps.seatsPerNetwork },
    ...(cartId ? [{ key: cartKey(jetId, cartId), cap: caps.seatsPerEvent }] : []),
    // Last: a visitor over their own cap never takes room from everyone else's, not even for a moment.
    { key: `seats:${jetId}:held`, cap: caps.seatsHeldPerEvent },
  ];
  const counted: string[] = [];
  const giveBack = async () => {
    await Promise.all(counted.map((key) => store.add(key, -seats, RESERVATION_WINDOW_MS))).catch(() => undefined);
  };
  for (const { key, cap } of counters) {
    const { count } = await store.add(key, seats, RESERVATION_WINDOW_MS);
    counted.push(key);
    if (count > cap) {
      await giveBack();
      return null;
    }
  }
  return giveBack;
}

/** The first call made the cart: its seats count against the cart from now on, too. */
export async function countAgainstNewCart(store: CounterStore, jetId: number, cartId: string, seats: number): Promise<void> {
  await store.add(cartKey(jetId, cartId), seats, RESERVATION_WINDOW_MS).catch(() => undefined);
}
