/**
 * Cached answers live a minute, cut to the next scheduled change: an event starting, a module going
 * online, Berlin midnight (server/cache/next-change.ts). A test that expects the full minute must not
 * run in the minutes before such a change, and the seed's events start at fixed Berlin times every
 * day (CI met 19:30 once). This moves the clock of the server in this process to just after every
 * change nearer than `marginMs`, runs `work`, and puts the clock back.
 */
import { nextBerlinMidnight, nextScheduledChange } from '../../server/cache/next-change';
import { nowMs, setClockOffset } from '../../server/clock';
import type { Db } from '../../server/db/client';

export async function clearOfScheduledChanges<T>(db: Db, work: () => Promise<T>, marginMs = 10 * 60_000): Promise<T> {
  const before = currentOffset();
  for (let step = 0; step < 100; step++) {
    const now = nowMs();
    const next = await nextScheduledChange(db, new Date(now));
    if (next - now >= marginMs) break;
    setClockOffset(next + 1000 - Date.now());
  }
  try {
    return await work();
  } finally {
    setClockOffset(before);
  }
}

/** The offset the server clock runs at now (to put it back as it was). */
const currentOffset = () => nowMs() - Date.now();

/**
 * For a file whose set-up writes "today" (opening hours, the day's vitals) and whose tests then ask
 * the server for today: a run that straddled Berlin midnight asked on the next day. Within
 * `marginMs` of midnight the server clock in this process goes back twice that; returns the reset.
 * Call it in the file's `before` (files share the process and run one after another).
 */
export function oneBerlinDay(marginMs = 15 * 60_000): () => void {
  const before = currentOffset();
  const left = nextBerlinMidnight(new Date(nowMs())).getTime() - nowMs();
  if (left < marginMs) setClockOffset(before - 2 * marginMs);
  return () => setClockOffset(before);
}
