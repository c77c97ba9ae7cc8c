/**
 * "Delete cookies" in the consent manager: every cookie the page can see goes, except the
 * required ones (./cookie.ts REQUIRED_COOKIES). Trackers often set their cookies on the parent domain
 * (`.example.org`), so each name is removed on the current host and on every parent domain, path /.
 */

/** The names of the cookies in a `document.cookie` string. */
export function cookieNames(cookieString: string): string[] {
  const names = cookieString
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter(Boolean);
  return [...new Set(names)];
}

/** Where a cookie of this host may live: the host itself (host-only) and each parent domain but the top level. */
export function cookieDomains(hostname: string): (string | null)[] {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [null];
  const labels = hostname.split('.');
  const parents = labels.slice(1, -1).map((_, i) => `.${labels.slice(i + 1).join('.')}`);
  return [null, `.${hostname}`, ...parents];
}

/** Removes every cookie whose name is not in `keep`; returns the names it removed. */
export function deleteCookiesExcept(keep: ReadonlySet<string>, doc: Document = document): string[] {
  const names = cookieNames(doc.cookie).filter((name) => !keep.has(name));
  const domains = cookieDomains(doc.location?.hostname ?? '');
  for (const name of names) {
    for (const domain of domains) {
      doc.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
  return names;
}
