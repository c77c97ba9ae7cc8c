/**
 * GET /robots.txt, /sitemap.xml and /favicon.ico. The sitemap is read from
 * the database and kept for SITEMAP_TTL_MS in the process, so a crawler's visits cost one query
 * set per interval; a write (content version) or an online window opening or closing (next-change.ts)
 * makes it again at once: scheduled content never leaks through it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../errors';
import { loadSettings } from '../settings/settings-service';
import { DEFAULT_LANG } from '../../../common/routes';
import { robotsTxt } from './robots';
import { sitemapEntries, sitemapXml } from './sitemap';
import { nextScheduledChange } from '../../cache/next-change';
import { nowMs } from '../../clock';

/** How long the process keeps a built sitemap. */
export const SITEMAP_TTL_MS = 5 * 60 * 1000;
/** What crawlers and proxies may keep. */
const SITEMAP_MAX_AGE_S = 3600;
const CACHE_CONTROL = `public, max-age=${SITEMAP_MAX_AGE_S}`;

const seoRoutes: FastifyPluginAsync = async (app) => {
  let cached: { xml: string; version: number; until: number; next: number } | null = null;

  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL);
    return robotsTxt(app.config.publicUrl);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const version = await app.contentVersion.current();
    if (!cached || cached.version !== version || nowMs() >= cached.until) {
      const now = new Date(nowMs());
      const [entries, next] = await Promise.all([sitemapEntries(app.db, now), nextScheduledChange(app.db, now)]);
      cached = { xml: sitemapXml(entries, app.config.publicUrl), version, until: Math.min(now.getTime() + SITEMAP_TTL_MS, next), next };
    }
    // Nobody keeps it past the next scheduled change either: an expired page leaves it on time.
    const maxAge = Math.max(0, Math.min(SITEMAP_MAX_AGE_S, Math.floor((cached.next - nowMs()) / 1000)));
    reply.type('application/xml; charset=utf-8').header('cache-control', `public, max-age=${maxAge}`);
    return cached.xml;
  });

  // Browsers ask for /favicon.ico whatever the page links; it moves to the design's icon.
  app.get('/favicon.ico', async (_request, reply) => {
    const { favicon } = (await loadSettings(app.db, DEFAULT_LANG)).design.icons;
    if (!favicon) throw notFound();
    return reply.header('cache-control', 'public, max-age=86400').redirect(favicon, 301);
  });
};

export default seoRoutes;
