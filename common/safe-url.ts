/**
 * Which link targets we follow or store: http(s), mailto,
 * tel, site-relative paths and in-page anchors. `javascript:`, `data:`, `vbscript:` and anything else
 * are refused on the server (every link field and redirect target) and never followed by the visitor
 * app. Browsers ignore tabs, newlines and leading control characters in a scheme, so those are
 * dropped before the check.
 */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export function isSafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u0020\u007f]/g, '');
  if (url === '') return false;
  if (url.startsWith('/') || url.startsWith('#') || url.startsWith('?')) return true; // site paths, anchors, protocol-relative (http(s))
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  if (!scheme) return !url.includes(':'); // a relative path like "impressum"
  return SAFE_SCHEMES.has(`${scheme.toLowerCase()}:`);
}
