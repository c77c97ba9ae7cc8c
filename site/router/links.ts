/**
 * Client navigation for plain <a> links anywhere in the page (CMS HTML included): same origin, left
 * button, no modifier keys, no target, a path our route table knows, and the same shell (the editor
 * hub and the webshop load their own frame with a full page load).
 */
import { useEffect } from 'react';
import { matchRoute } from '../../common/routes';
import type { Navigate } from './navigation';

/** A left click without modifier keys that nothing else has handled: one the page may take over (a modified one opens a tab). */
export const isPlainClick = (event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function internalTarget(event: MouseEvent, here: Location = location): string | null {
  if (!isPlainClick(event)) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || !(anchor instanceof HTMLAnchorElement) || !anchor.hasAttribute('href')) return null;
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.getAttribute('href')!, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  // An anchor on the same page: the browser (or the anchor list module) scrolls.
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  const to = matchRoute(url.pathname);
  const from = matchRoute(here.pathname);
  if (!to || (from && to.route.layout !== from.route.layout)) return null;
  return url.pathname + url.search + url.hash;
}

export function useLinkInterception(navigate: Navigate): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = internalTarget(event);
      if (target === null) return;
      event.preventDefault();
      navigate(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
