/** Form page addresses, from the one route table (common/routes.ts, SPEC §2 `/{lang}/forms/{slug}/{id}`). */
import type { LangUrls } from '../../../common/api/types';
import { pickText, type Localized } from '../../../common/i18n/localized';
import { LANGS, buildPath, type Lang } from '../../../common/routes';

/** A form without a slug in a language still gets a readable address. */
const FALLBACK_SLUG = 'formular';

export const formSlug = (slug: Localized, lang: Lang) => pickText(slug, lang) || FALLBACK_SLUG;

export const formUrls = (id: number, slug: Localized): LangUrls =>
  Object.fromEntries(LANGS.map((lang) => [lang, buildPath('form', lang, { slug: formSlug(slug, lang), id: String(id) })])) as LangUrls;
