/**
 * Site settings in one language (SPEC §3 "Site settings"); the HTML shell reads them on every page.
 * The header and footer HTML is sanitised on save and again on the way out, so a value
 * stored before sanitising existed, or written by hand, never carries a script to a visitor.
 */
import { eq } from 'drizzle-orm';
import type { SiteSettings } from '../../../common/api/types';
import { pickText, type Localized } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { sanitizeEmbedHtml } from '../../html/sanitize';
import { mergeDesign } from './design-defaults';

/** The settings row has id 1; a database without it runs on the defaults (site and shop online). */
const SETTINGS_ID = 1;

/** Sanitised snippets by their raw text: the same few snippets are read on every page. */
const cleaned = new Map<string, string>();
const CLEANED_MAX = 64;

/** sanitizeEmbedHtml, remembered for the last few distinct snippets. */
export function cleanSiteHtml(raw: string): string {
  if (raw === '') return raw;
  let clean = cleaned.get(raw);
  if (clean === undefined) {
    clean = sanitizeEmbedHtml(raw);
    if (cleaned.size >= CLEANED_MAX) cleaned.delete(cleaned.keys().next().value!);
    cleaned.set(raw, clean);
  }
  return clean;
}

/** For the settings' save path: every language's snippet sanitised before it is stored. */
export function cleanLocalizedHtml(value: Localized): Localized {
  return Object.fromEntries(Object.entries(value).map(([lang, code]) => [lang, typeof code === 'string' ? cleanSiteHtml(code) : code])) as Localized;
}

export async function loadSettings(db: Db, lang: Lang): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID)).limit(1);
  const settings: SiteSettings = {
    is_site_online: row?.isSiteOnline ?? true,
    is_shop_online: row?.isShopOnline ?? true,
    html_header: { code: cleanSiteHtml(pickText(row?.htmlHeader, lang)) },
    html_footer_top: { code: cleanSiteHtml(pickText(row?.htmlFooterTop, lang)) },
    html_footer_bottom: { code: cleanSiteHtml(pickText(row?.htmlFooterBottom, lang)) },
    design: mergeDesign(row?.design),
  };
  const logos = pickText(row?.htmlFooterLogos, lang);
  if (logos) settings.html_footer_logos = { code: cleanSiteHtml(logos) };
  return settings;
}
