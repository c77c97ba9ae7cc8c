/**
 * Dashboard "status" (issue #12 point 4): database, ticket shop, mail outbox, disk space of DATA_DIR,
 * and the site and shop switches, each green/amber/red with what to do. The ticket shop is asked live
 * on every call with a short timeout, so a stopped shop shows red within seconds.
 */
import { statfs } from 'node:fs/promises';
import { and, count, eq, lt } from 'drizzle-orm';
import type { Level, StatusCheck, StatusDashboard } from '../../../common/api/dashboard';
import type { Db } from '../../db/client';
import { formNotifications, siteSettings } from '../../db/schema';
import type { SyncJob } from '../ticketshop/sync-job';

/** The live probe's limit: well inside the 10 s in which a stopped shop must show red. */
export const SHOP_PROBE_TIMEOUT_MS = 2000;
/** A notification still pending after this is stuck. */
const OUTBOX_STUCK_MS = 15 * 60_000;
const GB = 1024 ** 3;

const check = (key: StatusCheck['key'], level: Level, detail: string, fix = ''): StatusCheck => ({ key, level, detail, fix: level === 'green' ? '' : fix });

async function probeShop(baseUrl: string | null): Promise<{ reachable: boolean; detail: string }> {
  if (!baseUrl) return { reachable: false, detail: 'no ticket shop is configured' };
  try {
    // Any HTTP answer means the shop is up; event 0 never exists, so it costs the shop nothing.
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/api/events/0`, { signal: AbortSignal.timeout(SHOP_PROBE_TIMEOUT_MS) });
    await res.body?.cancel();
    return res.status >= 500 ? { reachable: false, detail: `the shop answers ${res.status}` } : { reachable: true, detail: 'the shop answers' };
  } catch (error) {
    const name = (error as { name?: string }).name;
    return { reachable: false, detail: name === 'TimeoutError' ? `no answer within ${SHOP_PROBE_TIMEOUT_MS} ms` : 'the shop cannot be reached' };
  }
}

export interface StatusInputs {
  db: Db;
  dataDir: string;
  ticketshopUrl: string | null;
  sync: SyncJob;
  now?: Date;
}

export async function statusDashboard({ db, dataDir, ticketshopUrl, sync, now = new Date() }: StatusInputs): Promise<StatusDashboard> {
  const checks: StatusCheck[] = [];
  const started = performance.now();
  let settings: { isSiteOnline: boolean; isShopOnline: boolean } | undefined;
  try {
    [settings] = await db.select({ isSiteOnline: siteSettings.isSiteOnline, isShopOnline: siteSettings.isShopOnline }).from(siteSettings).where(eq(siteSettings.id, 1));
    const ms = Math.round(performance.now() - started);
    checks.push(check('database', ms > 500 ? 'amber' : 'green', `answers in ${ms} ms`, 'The database is slow: look at its load and the server log.'));
  } catch {
    checks.push(check('database', 'red', 'does not answer', 'Start the database (DATABASE_URL) or check DATA_DIR; see the server log.'));
  }

  const shop = await probeShop(ticketshopUrl);
  const last = sync.lastRun();
  const lastSync = last ? new Date(last.at).toISOString() : null;
  if (!shop.reachable) checks.push(check('ticketshop', ticketshopUrl ? 'red' : 'amber', shop.detail, ticketshopUrl ? 'Ask the ticket shop provider whether the shop is up; visitors cannot book meanwhile.' : 'Set TICKETSHOP_URL to the shop’s address.'));
  else if (last?.error || (last?.failed ?? 0) > 0) checks.push(check('ticketshop', 'amber', `reachable; the last sync had errors: ${last?.error ?? `${last?.failed} events failed`}`, 'The next sync retries; if it keeps failing, check the events’ shop ids.'));
  else checks.push(check('ticketshop', 'green', lastSync ? `reachable, last sync ${lastSync}` : 'reachable'));

  const [pending, stuck, failed] = await Promise.all([
    db.select({ n: count() }).from(formNotifications).where(eq(formNotifications.status, 'pending')),
    db.select({ n: count() }).from(formNotifications).where(and(eq(formNotifications.status, 'pending'), lt(formNotifications.createdAt, new Date(now.getTime() - OUTBOX_STUCK_MS)))),
    db.select({ n: count() }).from(formNotifications).where(eq(formNotifications.status, 'failed')),
  ]);
  const [p, s, f] = [pending[0]?.n ?? 0, stuck[0]?.n ?? 0, failed[0]?.n ?? 0];
  checks.push(check('mail', f > 0 ? 'red' : s > 0 ? 'amber' : 'green', `${p} waiting, ${s} waiting over 15 minutes, ${f} failed`, 'Check the mail server settings; failed notifications are listed with their error in form_notifications.'));

  try {
    const fs = await statfs(dataDir);
    const free = fs.bavail * fs.bsize;
    const share = free / (fs.blocks * fs.bsize);
    const level: Level = free < 0.5 * GB || share < 0.05 ? 'red' : free < 2 * GB || share < 0.15 ? 'amber' : 'green';
    checks.push(check('disk', level, `${(free / GB).toFixed(1)} GB free (${Math.round(share * 100)} %)`, 'Free space in DATA_DIR: remove old media renditions or grow the volume.'));
  } catch {
    checks.push(check('disk', 'red', 'DATA_DIR cannot be read', 'Check that DATA_DIR exists and the server may read it.'));
  }

  checks.push(check('site', settings?.isSiteOnline === false ? 'red' : 'green', settings?.isSiteOnline === false ? 'visitors see “Website offline”' : 'online', 'Switch the site online in the site settings.'));
  checks.push(check('shop', settings?.isShopOnline === false ? 'amber' : 'green', settings?.isShopOnline === false ? 'ticket sales are switched off' : 'online', 'Switch the shop online in the site settings.'));
  return { checks, ticketshop: { reachable: shop.reachable, last_sync: lastSync, last_error: last?.error ?? null } };
}

