/**
 * The hub's own addresses below /cms-hub (SPEC §3 mapping): `/cms-hub/` the dashboard,
 * `/cms-hub/{collection path}/` a list, `/cms-hub/{collection path}/{id|new}/` a form.
 */
import { useSyncExternalStore } from 'react';
import type { CollectionDeclaration } from '../../common/collections/define';
import { collectionAtPath } from '../../common/collections/registry';
import { isLang, type Lang } from '../../common/routes';

export const HUB_ROOT = '/cms-hub';

/** The audit log's address below the hub; no collection has this path. */
export const AUDIT_PATH = 'audit';

/** The page tree's address in the hub. */
export const HUB_TREE = 'seitenbaum';

export type HubView = { kind: 'dashboard' } | { kind: 'audit' } | { kind: 'tree' } | { kind: 'list'; collection: CollectionDeclaration } | { kind: 'item'; collection: CollectionDeclaration; id: number | 'new' } | { kind: 'unknown' };

export function viewOf(pathname: string): HubView {
  const rest = pathname.replace(/^\/cms-hub\/?/, '').replace(/\/+$/, '');
  if (!rest) return { kind: 'dashboard' };
  if (rest === AUDIT_PATH) return { kind: 'audit' };
  if (rest === HUB_TREE) return { kind: 'tree' };
  const parts = rest.split('/');
  const last = parts[parts.length - 1]!;
  const isItem = /^\d+$/.test(last) || last === 'new';
  const collection = collectionAtPath((isItem ? parts.slice(0, -1) : parts).join('/'));
  if (!collection) return { kind: 'unknown' };
  return isItem ? { kind: 'item', collection, id: last === 'new' ? 'new' : Number(last) } : { kind: 'list', collection };
}

const listeners = new Set<() => void>();
window.addEventListener('popstate', () => listeners.forEach((l) => l()));

/**
 * The hub's language when the address names one (`?lang=en`, as the English toolbar's admin link
 * does); otherwise the editor's, German by default (SPEC §1).
 */
export function hubLangOf(search: string): Lang | null {
  const lang = new URLSearchParams(search).get('lang');
  return isLang(lang) ? lang : null;
}

/** Moves within the hub without reloading the page, keeping the hub's language. */
export function navigate(href: string): void {
  const url = new URL(href, location.href);
  const lang = hubLangOf(location.search);
  if (lang && !url.searchParams.has('lang')) url.searchParams.set('lang', lang);
  history.pushState(null, '', url.pathname + url.search);
  listeners.forEach((l) => l());
  window.scrollTo(0, 0);
}

export function useLocation(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => location.pathname + location.search,
  );
}
