/** The page a search document leads to, from the one route table (common/routes.ts). */
import type { SearchHitKind } from '../../../common/api/search';
import { buildPath, type Lang, type RouteName } from '../../../common/routes';

const ROUTE_OF: Record<Exclude<SearchHitKind, 'page'>, RouteName> = {
  event: 'event',
  production: 'production',
  person: 'ensemble-person',
  article: 'magazine-article',
};

export function hitUrl(doc: { kind: SearchHitKind; entity_id: number; slug: string; path: string | null }, lang: Lang): string {
  if (doc.kind === 'page') return doc.path ?? buildPath('home', lang);
  return buildPath(ROUTE_OF[doc.kind], lang, { slug: doc.slug || String(doc.entity_id), id: String(doc.entity_id) });
}
