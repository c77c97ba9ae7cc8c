import { buildPath, type Lang } from '../../common/routes';
import type { Navigate } from './navigation';

/** Query flag that opens the event overlay from outside links (SPEC §2). */
export const OVERLAY_PARAM = 'overlay';

/**
 * SPEC §2: `overlay=true` on load goes to the events page with the flag removed (the server does
 * the same on a full load; this covers pages restored from the browser cache). Answers whether it moved.
 */
export function applyOverlayFlag(lang: Lang, navigate: Navigate, here: Location = location): boolean {
  const query = new URLSearchParams(here.search);
  if (query.get(OVERLAY_PARAM) !== 'true') return false;
  query.delete(OVERLAY_PARAM);
  const rest = query.toString();
  navigate(`${buildPath('events', lang)}${rest ? `?${rest}` : ''}${here.hash}`, { replace: true });
  return true;
}
