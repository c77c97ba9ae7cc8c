/**
 * The browser tab's title: the page's own title, then the site's name — unless the editors already
 * wrote the name into the page title ("Impressum – Kulturzentrum …"), which would name it twice.
 * The server's <title> and the visitor app after client navigation use this one rule.
 */
import { t } from './i18n';
import type { Lang } from './routes';

export function documentTitle(own: string | null | undefined, siteName: string): string {
  if (!own) return siteName;
  return own.includes(siteName) ? own : `${own} | ${siteName}`;
}

/**
 * The own title of a route that has neither a CMS page nor data to name it (the
 * tab showed only the site name, WCAG 2.4.2); empty for every other route.
 */
export function routeTitle(route: string | undefined, lang: Lang): string {
  const texts = t(lang).shell;
  if (route === 'not-found') return texts.notFoundTitle();
  if (route === 'webshop') return texts.webshopTitle();
  if (route === 'cms-hub') return texts.hubTitle();
  return '';
}
