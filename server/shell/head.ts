/**
 * The shell's <head> facts and their markup: title, description, Open Graph, Twitter card,
 * canonical, hreflang alternates and JSON-LD (ARCHITECTURE "The shape in one paragraph").
 */
import { documentTitle, routeTitle } from '../../common/document-title';
import type { CommonData, DesignSettings, Page } from '../../common/api/types';
import { t } from '../../common/i18n';
import { DEFAULT_LANG, LANGS, translatePath, type Lang, type RouteDef } from '../../common/routes';
import { escapeHtml, jsonForScript } from './escape';

export interface HeadImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

export interface HeadInfo {
  /** The page's own title; the site name is appended when rendered. Empty: the site name alone. */
  title: string;
  description: string;
  ogTitle?: string;
  ogDescription?: string;
  image: HeadImage | null;
  ogType: string;
  /** Path of the canonical URL, or null (error pages have none). */
  canonical: string | null;
  /** The same page per language, as paths; x-default points to German. */
  alternates: Partial<Record<Lang, string>>;
  jsonLd: object[];
  robots: string | null;
  /** The design's browser icons. */
  icons?: DesignSettings['icons'];
}

/** Open Graph locales per language (og:locale). */
const OG_LOCALES: Record<Lang, string> = { de: 'de_DE', en: 'en_GB' };
const IMAGE_PATH = /\.(avif|webp|png|jpe?g|gif|svg)$/i;

/** The page's Open Graph image with its size. */
function imageOf(page: Page | null): HeadImage | null {
  if (!page?.og_image) return null;
  return { url: page.og_image, ...page.og_image_size };
}

/**
 * The picture shared for a page without its own (person, magazine list, tags,
 * contact, imprint, form pages): the design's social image, else the logo image (header.logo).
 */
function fallbackImage(common: CommonData): HeadImage | null {
  const { socialImage } = common.settings.design;
  return socialImage ? { url: socialImage } : designLogo(common);
}

/** The design's logo (header.logo) when it names an image file. */
function designLogo(common: CommonData): HeadImage | null {
  const logo = common.settings.design.header?.logo;
  return logo && IMAGE_PATH.test(logo) ? { url: logo } : null;
}

/**
 * The organisation's logo for search engines: the design's logo, else its touch icon (the
 * home page's hero photo stood in for it).
 */
function logoOf(common: CommonData): HeadImage | null {
  const touchIcon = common.settings.design.icons?.touchIcon;
  return designLogo(common) ?? (touchIcon ? { url: touchIcon } : null);
}

export interface HeadInput {
  lang: Lang;
  path: string;
  route: RouteDef | null;
  page: Page | null;
  common: CommonData;
  /** Set for error answers: a title from the error, no canonical, not indexed. */
  errorStatus: number | null;
  publicUrl: string;
}

export function buildHead({ lang, path, route, page, common, errorStatus, publicUrl }: HeadInput): HeadInfo {
  const texts = t(lang).shell;
  const image = imageOf(page) ?? fallbackImage(common);
  const icons = common.settings.design.icons;
  if (errorStatus !== null) {
    const title = errorStatus === 503 ? texts.offlineTitle() : texts.notFoundTitle();
    return { title, description: texts.defaultDescription(), image, ogType: 'website', canonical: null, alternates: {}, jsonLd: [], robots: 'noindex', icons };
  }
  const alternates: Partial<Record<Lang, string>> = {};
  for (const other of LANGS) {
    const url = page ? page.urls[other] : other === lang ? path : translatePath(path, other);
    if (url) alternates[other] = url;
  }
  const title = page ? page.meta_title || page.title : routeTitle(route?.name, lang);
  const description = page?.meta_description || texts.defaultDescription();
  const jsonLd = route?.name === 'home' ? [organizationJsonLd(lang, publicUrl, logoOf(common))] : [];
  return {
    title,
    description,
    ogTitle: page?.og_title || undefined,
    ogDescription: page?.og_description || undefined,
    image,
    ogType: page?.og_type || 'website',
    canonical: path,
    alternates,
    jsonLd,
    // The hub and the login address are for staff: never in a search index.
    robots: route?.layout === 'hub' || route?.name === 'login' ? 'noindex' : null,
    icons,
  };
}

/** Organization and WebSite on the home page, so search engines name the venue and its site. */
function organizationJsonLd(lang: Lang, publicUrl: string, logo: HeadImage | null): object {
  const name = t(lang).shell.siteName();
  const url = `${publicUrl}/${lang}`;
  const organization = { '@type': 'Organization', '@id': `${publicUrl}/#organization`, name, url, ...(logo ? { logo: absolute(logo.url, publicUrl) } : {}) };
  const website = { '@type': 'WebSite', '@id': `${url}#website`, name, url, inLanguage: lang, publisher: { '@id': organization['@id'] } };
  return { '@context': 'https://schema.org', '@graph': [organization, website] };
}

/** PUBLIC_URL + path for our own paths (PUBLIC_URL may carry a path of its own); absolute URLs stay. */
const absolute = (url: string, publicUrl: string) => (url.startsWith('/') && !url.startsWith('//') ? publicUrl + url : new URL(url, `${publicUrl}/`).toString());

const ICON_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon' };
const iconType = (url: string) => {
  const type = ICON_TYPES[/\.([a-z]+)$/i.exec(url)?.[1]?.toLowerCase() ?? ''];
  return type ? ` type="${type}"` : '';
};

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

export function renderHead(head: HeadInfo, lang: Lang, publicUrl: string): string {
  const siteName = t(lang).shell.siteName();
  const title = documentTitle(head.title, siteName);
  const ogTitle = head.ogTitle || head.title || siteName;
  const ogDescription = head.ogDescription || head.description;
  const tags = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', head.description)];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  tags.push(
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', ogTitle),
    meta('property', 'og:description', ogDescription),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:locale', OG_LOCALES[lang]),
    ...LANGS.filter((other) => other !== lang).map((other) => meta('property', 'og:locale:alternate', OG_LOCALES[other])),
  );
  if (head.canonical !== null) tags.push(meta('property', 'og:url', absolute(head.canonical, publicUrl)));
  if (head.image) {
    tags.push(meta('property', 'og:image', absolute(head.image.url, publicUrl)));
    if (head.image.width && head.image.height) {
      tags.push(meta('property', 'og:image:width', String(head.image.width)), meta('property', 'og:image:height', String(head.image.height)));
    }
    if (head.image.alt) tags.push(meta('property', 'og:image:alt', head.image.alt));
  }
  tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  if (head.canonical !== null) tags.push(`<link rel="canonical" href="${escapeHtml(absolute(head.canonical, publicUrl))}">`);
  for (const other of LANGS) {
    const alt = head.alternates[other];
    if (alt) tags.push(`<link rel="alternate" hreflang="${other}" href="${escapeHtml(absolute(alt, publicUrl))}">`);
  }
  const xDefault = head.alternates[DEFAULT_LANG];
  if (xDefault) tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(xDefault, publicUrl))}">`);
  if (head.icons?.favicon) tags.push(`<link rel="icon" href="${escapeHtml(head.icons.favicon)}"${iconType(head.icons.favicon)}>`);
  if (head.icons?.touchIcon) tags.push(`<link rel="apple-touch-icon" href="${escapeHtml(head.icons.touchIcon)}">`);
  for (const block of head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(block)}</script>`);
  return tags.join('');
}
