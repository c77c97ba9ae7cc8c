/**
 * The sitemaps.org schema (0.9) with Google's hreflang extension, as a check: well-formed XML, a
 * <urlset> in the sitemap namespace, every <url> with exactly one absolute <loc> (at most 2048
 * characters), at most one <lastmod> in W3C Datetime, no element the schema does not know, and
 * <xhtml:link rel="alternate" hreflang href> alternates. Returns the problems found (none: valid).
 */
import { Window } from 'happy-dom';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';
/** W3C Datetime as the schema allows it: a date, or a date and time with a zone. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const URL_CHILDREN = new Set(['loc', 'lastmod', 'changefreq', 'priority']);

export interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

export function parseSitemap(xml: string): { urls: SitemapUrl[]; problems: string[] } {
  const problems: string[] = [];
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) problems.push('no XML declaration with UTF-8');
  // Only the five predefined entities and character references exist without a DTD.
  for (const m of xml.matchAll(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/gi)) problems.push(`bare & at ${m.index}`);
  const doc = new new Window().DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return { urls: [], problems: [...problems, 'not well-formed XML'] };
  const root = doc.documentElement;
  if (root.localName !== 'urlset' || root.namespaceURI !== SITEMAP_NS) problems.push(`root is ${root.localName} in ${root.namespaceURI}`);
  const urls: SitemapUrl[] = [];
  for (const url of Array.from(root.children)) {
    if (url.localName !== 'url') {
      problems.push(`unexpected <${url.localName}> in <urlset>`);
      continue;
    }
    const entry: SitemapUrl = { loc: '', lastmod: null, alternates: {} };
    const locs = Array.from(url.children).filter((c) => c.localName === 'loc');
    if (locs.length !== 1) problems.push(`a <url> has ${locs.length} <loc>`);
    entry.loc = locs[0]?.textContent ?? '';
    if (!/^https?:\/\/[^/]+\//.test(entry.loc) || entry.loc.length > 2048) problems.push(`<loc> not an absolute URL: ${entry.loc}`);
    for (const child of Array.from(url.children)) {
      if (child.localName === 'link' && child.namespaceURI === XHTML_NS) {
        const hreflang = child.getAttribute('hreflang') ?? '';
        const href = child.getAttribute('href') ?? '';
        if (child.getAttribute('rel') !== 'alternate' || !hreflang || !/^https?:\/\//.test(href)) problems.push(`bad alternate in ${entry.loc}`);
        entry.alternates[hreflang] = href;
      } else if (!URL_CHILDREN.has(child.localName) || child.namespaceURI !== SITEMAP_NS) {
        problems.push(`unexpected <${child.localName}> in ${entry.loc}`);
      } else if (child.localName === 'lastmod') {
        if (entry.lastmod !== null) problems.push(`two <lastmod> in ${entry.loc}`);
        entry.lastmod = child.textContent ?? '';
        if (!W3C_DATETIME.test(entry.lastmod)) problems.push(`<lastmod> not a W3C date: ${entry.lastmod}`);
      }
    }
    urls.push(entry);
  }
  if (urls.length > 50000) problems.push('more than 50,000 URLs in one sitemap');
  return { urls, problems };
}
