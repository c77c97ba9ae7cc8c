/**
 * robots.txt: everything public may be crawled; the editor hub, the JSON calls,
 * the visitor's own pages and the embedded ticket shop may not. It names the sitemap.
 */
export const DISALLOWED = ['/cms-hub', '/api/', '/pageeditor-api/', '/de/api/', '/en/api/', '/de/pageeditor-api/', '/en/pageeditor-api/', '/de/user/', '/en/user/', '/webshop'];

export const robotsTxt = (publicUrl: string) =>
  ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
