/** Site settings in one language (SPEC §3 "Site settings"); the HTML shell reads them on every page. */
import { eq } from 'drizzle-orm';
import type { SiteSettings } from '../../../common/api/types';
import { pickText } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { mergeDesign } from './design-defaults';

/** The settings row has id 1; a database without it runs on the defaults (site and shop online). */
const SETTINGS_ID = 1;

export async function loadSettings(db: Db, lang: Lang): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID)).limit(1);
  const settings: SiteSettings = {
    is_site_online: row?.isSiteOnline ?? true,
    is_shop_online: row?.isShopOnline ?? true,
    html_header: { code: pickText(row?.htmlHeader, lang) },
    html_footer_top: { code: pickText(row?.htmlFooterTop, lang) },
    html_footer_bottom: { code: pickText(row?.htmlFooterBottom, lang) },
    design: mergeDesign(row?.design),
  };
  const logos = pickText(row?.htmlFooterLogos, lang);
  if (logos) settings.html_footer_logos = { code: logos };
  return settings;
}
