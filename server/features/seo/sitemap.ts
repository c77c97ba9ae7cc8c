/**
 * sitemap.xml (sitemaps.org protocol with Google's `xhtml:link` hreflang
 * alternates): every online CMS page, event, production, ensemble member, venue, series, visible
 * article, magazine category, tag with a visible article, online form, and the listings that are
 * routes rather than CMS pages (series, magazine tags), each language its own <url> naming both,
 * with `lastmod` where the row keeps a change time. What the public may not see now
 * (server/features/visibility.ts) is left out.
 */
import { and, asc, eq, exists } from 'drizzle-orm';
import { now as clockNow } from '../../clock';
import { eventVisibleSql, pageVisibleSql, productionVisibleSql } from '../visibility';
import type { LangUrls } from '../../../common/api/types';
import { LANGS, buildPath, type Lang, type RouteName } from '../../../common/routes';
import type { Db } from '../../db/client';
import { articleCategories, articleTagLinks, articleTags, articles, events, forms, pages, persons, productions, series, venues } from '../../db/schema';
import { articleVisible } from '../magazine/articles-query';
import { formUrls } from '../forms/links';
import { articleUrls, categoryUrl, tagUrl } from '../magazine/links';
import { entityUrls } from '../programme/links';

export interface SitemapEntry {
  urls: LangUrls;
  lastmod: Date | null;
}

const bothLangs = (path: (lang: Lang) => string): LangUrls => Object.fromEntries(LANGS.map((lang) => [lang, path(lang)])) as LangUrls;

/** Listings that are routes of their own, not CMS pages (the CMS pages come from the pages table). */
const LISTING_ROUTES: RouteName[] = ['series-list', 'magazine-tags'];

/** Every address the sitemap lists, both languages per entry. */
export async function sitemapEntries(db: Db, now = clockNow()): Promise<SitemapEntry[]> {
  const taggedVisibly = exists(
    db
      .select({ one: articleTagLinks.tagId })
      .from(articleTagLinks)
      .innerJoin(articles, and(eq(articles.id, articleTagLinks.articleId), articleVisible(now)))
      .where(eq(articleTagLinks.tagId, articleTags.id)),
  );
  const [pageRows, eventRows, productionRows, personRows, venueRows, seriesRows, articleRows, categoryRows, tagRows, formRows] = await Promise.all([
    db.select({ de: pages.pathDe, en: pages.pathEn, updatedAt: pages.updatedAt }).from(pages).where(pageVisibleSql(now)).orderBy(pages.id),
    db.select({ id: events.id, slug: events.slug, updatedAt: events.updatedAt }).from(events).where(eventVisibleSql()).orderBy(events.id),
    db.select({ id: productions.id, slug: productions.slug, updatedAt: productions.updatedAt }).from(productions).where(productionVisibleSql()).orderBy(productions.id),
    db.select({ id: persons.id, slug: persons.slug }).from(persons).where(eq(persons.isEnsemble, true)).orderBy(persons.id),
    db.select({ id: venues.id, slug: venues.slug }).from(venues).orderBy(venues.id),
    db.select({ id: series.id, slug: series.slug }).from(series).orderBy(series.id),
    db.select({ id: articles.id, slug: articles.slug, updatedAt: articles.updatedAt }).from(articles).where(articleVisible(now)).orderBy(articles.id),
    db.select({ id: articleCategories.id, slug: articleCategories.slug }).from(articleCategories).orderBy(asc(articleCategories.position), asc(articleCategories.id)),
    db.select({ id: articleTags.id, slug: articleTags.slug }).from(articleTags).where(taggedVisibly).orderBy(asc(articleTags.position), asc(articleTags.id)),
    db.select({ id: forms.id, slug: forms.slug, updatedAt: forms.updatedAt }).from(forms).where(eq(forms.isOnline, true)).orderBy(forms.id),
  ]);
  return [
    ...pageRows.map((row) => ({ urls: { de: row.de, en: row.en }, lastmod: row.updatedAt })),
    ...eventRows.map((row) => ({ urls: entityUrls('event', row.id, row.slug), lastmod: row.updatedAt })),
    ...productionRows.map((row) => ({ urls: entityUrls('production', row.id, row.slug), lastmod: row.updatedAt })),
    ...personRows.map((row) => ({ urls: entityUrls('ensemble-person', row.id, row.slug), lastmod: null })),
    ...venueRows.map((row) => ({ urls: entityUrls('venue', row.id, row.slug), lastmod: null })),
    ...seriesRows.map((row) => ({ urls: entityUrls('series', row.id, row.slug), lastmod: null })),
    ...articleRows.map((row) => ({ urls: articleUrls(row.id, row.slug), lastmod: row.updatedAt })),
    ...LISTING_ROUTES.map((name) => ({ urls: bothLangs((lang) => buildPath(name, lang)), lastmod: null })),
    ...categoryRows.map((row) => ({ urls: bothLangs((lang) => categoryUrl(lang, row.id, row.slug)), lastmod: null })),
    ...tagRows.map((row) => ({ urls: bothLangs((lang) => tagUrl(lang, row.id, row.slug)), lastmod: null })),
    ...formRows.map((row) => ({ urls: formUrls(row.id, row.slug), lastmod: row.updatedAt })),
  ];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An absolute, percent-encoded address for <loc> and href. */
const absolute = (publicUrl: string, path: string) => escapeXml(publicUrl + encodeURI(path));

/** W3C Datetime to the second, in UTC. */
const w3cDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

export function sitemapXml(entries: SitemapEntry[], publicUrl: string): string {
  const urls: string[] = [];
  for (const { urls: byLang, lastmod } of entries) {
    const alternates = LANGS.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${absolute(publicUrl, byLang[lang])}"/>`).join('');
    for (const lang of LANGS) {
      urls.push(`<url><loc>${absolute(publicUrl, byLang[lang])}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}${alternates}</url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
