/** Page addresses of programme entities, from the one route table (common/routes.ts). */
import type { NamedLink } from '../../../common/api/programme';
import type { LangUrls } from '../../../common/api/types';
import { pickText, type Localized } from '../../../common/i18n/localized';
import { LANGS, buildPath, type Lang, type RouteName } from '../../../common/routes';

export type EntityRoute = Extract<RouteName, 'event' | 'production' | 'venue' | 'series' | 'ensemble-person'>;

export const entityUrl = (route: EntityRoute, lang: Lang, id: number, slug: Localized | string) =>
  buildPath(route, lang, { slug: typeof slug === 'string' ? slug : pickText(slug, lang), id: String(id) });

/** Both languages' addresses, for the language switch (ARCHITECTURE "Bilingual content"). */
export const entityUrls = (route: EntityRoute, id: number, slug: Localized | string): LangUrls =>
  Object.fromEntries(LANGS.map((lang) => [lang, entityUrl(route, lang, id, slug)])) as LangUrls;

/** A joined row `{id, name, slug}` (all null when the left join found nothing) as a link, or null. */
export function namedLink(route: EntityRoute, lang: Lang, row: { id: number | null; name: Localized | null; slug: Localized | null } | null): NamedLink | null {
  if (!row || row.id === null || !row.name) return null;
  return { id: row.id, name: pickText(row.name, lang), url: row.slug ? entityUrl(route, lang, row.id, row.slug) : null };
}
