/**
 * No silent overwrite: an editor's save carries the revision it started from in `If-Match`;
 * when the page moved on since, the save is refused with 409 and the answer says what the colleague
 * changed, so the editor can reload or overwrite knowingly (`If-Match: *`).
 * Decisions: DECISIONS "Working together, scheduling and bilingual care".
 */
import type { StaleSaveBody, VersionChange } from '../../../common/api/versions';
import { HttpError } from '../../errors';

export const STALE_SAVE_MESSAGE = 'Someone else saved this page in the meantime.';

export class StaleSaveError extends HttpError {
  constructor(
    readonly currentRevision: number,
    readonly changes: VersionChange[],
    readonly by: string | null,
    readonly at: string | null = null,
  ) {
    const details: Omit<StaleSaveBody, 'message' | 'statusCode'> = { stale: true, current_revision: currentRevision, changed_by: by, changed_at: at, changes };
    super(409, STALE_SAVE_MESSAGE, details);
  }
}

/** The revision an `If-Match` header names: a number, `"3"` or `W/"3"`; `*` or none means "any". */
export function expectedRevision(ifMatch: string | undefined): number | null {
  if (!ifMatch || ifMatch.trim() === '*') return null;
  const match = /^(?:W\/)?"?(\d{1,12})"?$/.exec(ifMatch.trim());
  return match ? Number(match[1]) : NaN;
}

/** The ETag of a page revision, what `If-Match` sends back. */
export const revisionEtag = (revision: number) => `"${revision}"`;
