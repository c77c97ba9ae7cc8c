/**
 * Online window of module blocks and alerts (SPEC §4: "Module blocks (hero, teaser item) are online
 * only between online_from and online_to"). The server filters with it for anonymous visitors and the
 * renderers use it to hide a block whose window closes while the page is open.
 */

export interface OnlineWindow {
  online_from?: string | Date | null;
  online_to?: string | Date | null;
}

function toTime(value: string | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** Both bounds optional; `online_from` counts as online, `online_to` already as offline. */
export function isOnline(window: OnlineWindow, now: Date = new Date()): boolean {
  const at = now.getTime();
  const from = toTime(window.online_from);
  const to = toTime(window.online_to);
  return (from === null || at >= from) && (to === null || at < to);
}
