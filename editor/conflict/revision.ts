/**
 * The page revision this editor works from: the one of the page it
 * shows, or the one a write of its own answered with (ETag). Every write sends it as If-Match; a
 * read never moves it on, since only what the editor has seen may count as seen.
 */
import { IF_MATCH, OVERWRITE } from '../../common/api/versions';
import type { Page } from '../../common/api/types';
import { getState, subscribe } from '../state/store';

let known: number | null = null;
let shownPage: Page | null = null;
/** Server clock minus this browser's, from the page's answer: badges go by the clock that decides. */
let skewMs = 0;

export function knownRevision(): number | null {
  return known;
}

/** The header of a write: the revision it started from, or `*` when the editor chose to overwrite. */
export function revisionHeaders(method: string, overwrite: boolean): Record<string, string> {
  if (method === 'get') return {};
  if (overwrite) return { [IF_MATCH]: OVERWRITE };
  return known === null ? {} : { [IF_MATCH]: `"${known}"` };
}

/** A write's answer names the revision it left the page at. */
export function noteRevision(method: string, headers: Headers | undefined): void {
  if (method === 'get' || !headers) return;
  const match = /^"(\d+)"$/.exec(headers.get('etag') ?? '');
  if (match) known = Number(match[1]);
}

/** The server's "now" as this browser can tell it. */
export function serverNow(): Date {
  return new Date(Date.now() + skewMs);
}

/** Follows the shown page: a new page (or the same page read again) brings its revision and the server's clock. */
export function trackShownPage(): () => void {
  const follow = () => {
    const page = getState().shown?.page ?? null;
    if (page === shownPage) return;
    shownPage = page;
    const info = page?.for_editors;
    known = info?.revision ?? null;
    if (info) skewMs = Date.parse(info.now) - Date.now();
  };
  follow();
  return subscribe(follow);
}
