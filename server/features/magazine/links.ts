/** Magazine page addresses, from the one route table (common/routes.ts SPEC §2 "Media library"). */
import type { LangUrls } from '../../../common/api/types';
import { pickText, type Localized } from '../../../common/i18n/localized';
import { LANGS, buildPath, type Lang } from '../../../common/routes';

export const articleUrl = (lang: Lang, id: number, slug: Localized) => buildPath('magazine-article', lang, { slug: pickText(slug, lang) || String(id), id: String(id) });

export const articleUrls = (id: number, slug: Localized): LangUrls => Object.fromEntries(LANGS.map((lang) => [lang, articleUrl(lang, id, slug)])) as LangUrls;

export const categoryUrl = (lang: Lang, id: number, slug: Localized) => buildPath('magazine-category', lang, { category: pickText(slug, lang), id: String(id) });

export const tagUrl = (lang: Lang, id: number, slug: Localized) => buildPath('magazine-tag', lang, { tag: pickText(slug, lang), id: String(id) });
