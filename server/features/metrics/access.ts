/**
 * Who may read /metrics: a scraper sending `Authorization: Bearer METRICS_TOKEN`,
 * or one from an address in METRICS_ALLOW (addresses and CIDRs, as TRUST_PROXY resolves the client).
 * With neither set nobody may: behind a balancer on the same host every visitor comes from loopback.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

export interface MetricsAccess {
  token: string | null;
  allow: string[];
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export function metricsGate({ token, allow }: MetricsAccess): (authorization: string | undefined, ip: string) => 'ok' | 'unauthorized' | 'closed' {
  const list = new BlockList();
  for (const entry of allow) {
    const [address, bits] = entry.split('/');
    const family = isIP(address!) === 6 ? 'ipv6' : 'ipv4';
    if (bits) list.addSubnet(address!, Number(bits), family);
    else list.addAddress(address!, family);
  }
  const expected = token ? digest(token) : null;
  return (authorization, ip) => {
    if (!expected && allow.length === 0) return 'closed';
    const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    if (expected && given && timingSafeEqual(digest(given), expected)) return 'ok';
    const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    if (allow.length > 0 && isIP(plain) && list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4')) return 'ok';
    return 'unauthorized';
  };
}
