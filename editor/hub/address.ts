/**
 * The hub's own addresses below /cms-hub (SPEC §3 mapping): `/cms-hub/` the dashboard,
 * `/cms-hub/{collection path}/` a list, `/cms-hub/{collection path}/{id|new}/` a form.
 */
import { useSyncExternalStore } from 'react';
import type { CollectionDeclaration } from '../../common/collections/define';
import { collectionAtPath } from '../../common/collections/registry';

export const HUB_ROOT = '/cms-hub';

export type HubView = { kind: 'dashboard' } | { kind: 'list'; collection: CollectionDeclaration } | { kind: 'item'; collection: CollectionDeclaration; id: number | 'new' } | { kind: 'unknown' };

export function viewOf(pathname: string): HubView {
  const rest = pathname.replace(/^\/cms-hub\/?/, '').replace(/\/+$/, '');
  if (!rest) return { kind: 'dashboard' };
  const parts = rest.split('/');
  const last = parts[parts.length - 1]!;
  const isItem = /^\d+$/.test(last) || last === 'new';
  const collection = collectionAtPath((isItem ? parts.slice(0, -1) : parts).join('/'));
  if (!collection) return { kind: 'unknown' };
  return isItem ? { kind: 'item', collection, id: last === 'new' ? 'new' : Number(last) } : { kind: 'list', collection };
}

const listeners = new Set<() => void>();
window.addEventListener('popstate', () => listeners.forEach((l) => l()));

/** Moves within the hub without reloading the page. */
export function navigate(href: string): void {
  history.pushState(null, '', href);
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
