/**
 * SPEC §3 "Admin edit mapping": the admin change page of the content a page shows, by its route:
 * article → blog/article, venue → events/venue, event → events/event, ensemble person →
 * persons/person, production → events/production, series → events/series, form → mir_forms/form.
 * The hub's "view on the site" link leads back (editor/hub/item-form.tsx).
 */
import { buildPath, matchRoute, type RouteName } from '../../common/routes';

const ADMIN_PATHS: Partial<Record<RouteName, string>> = {
  'magazine-article': 'blog/article',
  venue: 'events/venue',
  event: 'events/event',
  'ensemble-person': 'persons/person',
  production: 'events/production',
  series: 'events/series',
  form: 'mir_forms/form',
};

export function adminLinkOf(path: string): string | null {
  const match = matchRoute(path);
  const admin = match && ADMIN_PATHS[match.route.name];
  const id = match?.params.id;
  if (!admin || !id || !/^\d+$/.test(id)) return null;
  // The hub speaks the page's language (German by default, so only English is named).
  return `${buildPath('cms-hub', 'de')}/${admin}/${id}/${match.lang === 'en' ? '?lang=en' : ''}`;
}
