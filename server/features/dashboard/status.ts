/**
 * Dashboard "status": database, ticket shop, mail outbox, disk space of DATA_DIR,
 * and the site and shop switches, each green/amber/red with what to do. The ticket shop is asked live
 * on every call with a short timeout, so a stopped shop shows red within seconds.
 */
import { statfs } from 'node:fs/promises';
import { and, count, eq, lt } from 'drizzle-orm';
import type { Level, StatusCheck, StatusDashboard } from '../../../common/api/dashboard';
import type { Db } from '../../db/client';
import { formNotifications, siteSettings } from '../../db/schema';
import type { SyncJob } from '../ticketshop/sync-job';
import { formatBerlinDateTime } from '../../../common/format/berlin-display';
import deChecks from '../../../common/i18n/de/status-checks';
import enChecks from '../../../common/i18n/en/status-checks';
import { namespace } from '../../../common/i18n/namespace';
import type { Lang } from '../../../common/routes';

/** The lines in the hub's language (an editor reads words, not English or ISO times). */
const tChecks = namespace({ de: deChecks, en: enChecks });

/** The live probe's limit: well inside the 10 s in which a stopped shop must show red. */
export const SHOP_PROBE_TIMEOUT_MS = 2000;
/** A notification still pending after this is stuck. */
const OUTBOX_STUCK_MS = 15 * 60_000;
const GB = 1024 ** 3;

const check = (key: StatusCheck['key'], level: Level, detail: string, fix = ''): StatusCheck => ({ key, level, detail, fix: level === 'green' ? '' : fix });

async function probeShop(baseUrl: string | null, t: ReturnType<typeof tChecks>): Promise<{ reachable: boolean; detail: string }> {
  if (!baseUrl) return { reachable: false, detail: t.shopNone() };
  try {
    // Any HTTP answer means the shop is up; event 0 never exists, so it costs the shop nothing.
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/api/events/0`, { signal: AbortSignal.timeout(SHOP_PROBE_TIMEOUT_MS) });
    await res.body?.cancel();
    return res.status >= 500 ? { reachable: false, detail: t.shopStatus({ status: res.status }) } : { reachable: true, detail: t.shopAnswers() };
  } catch (error) {
    const name = (error as { name?: string }).name;
    return { reachable: false, detail: name === 'TimeoutError' ? t.shopTimeout({ ms: SHOP_PROBE_TIMEOUT_MS }) : t.shopUnreachable() };
  }
}

export interface StatusInputs {
  db: Db;
  dataDir: string;
  ticketshopUrl: string | null;
  sync: SyncJob;
  now?: Date;
  lang?: Lang;
}

export async function statusDashboard({ db, dataDir, ticketshopUrl, sync, now = new Date(), lang = 'de' }: StatusInputs): Promise<StatusDashboard> {
  const t = tChecks(lang);
  const checks: StatusCheck[] = [];
  const started = performance.now();
  let settings: { isSiteOnline: boolean; isShopOnline: boolean } | undefined;
  try {
    [settings] = await db.select({ isSiteOnline: siteSettings.isSiteOnline, isShopOnline: siteSettings.isShopOnline }).from(siteSettings).where(eq(siteSettings.id, 1));
    const ms = Math.round(performance.now() - started);
    checks.push(check('database', ms > 500 ? 'amber' : 'green', t.databaseAnswers({ ms }), t.databaseSlow()));
  } catch {
    checks.push(check('database', 'red', t.databaseDown(), t.databaseStart()));
  }

  const shop = await probeShop(ticketshopUrl, t);
  const last = sync.lastRun();
  const lastSync = last ? new Date(last.at).toISOString() : null;
  if (!shop.reachable) checks.push(check('ticketshop', ticketshopUrl ? 'red' : 'amber', shop.detail, ticketshopUrl ? t.shopAsk() : t.shopSetUrl()));
  else if (last?.error || (last?.failed ?? 0) > 0) checks.push(check('ticketshop', 'amber', t.shopSyncErrors({ error: last?.error ?? t.shopSyncFailed({ count: last?.failed ?? 0 }) }), t.shopSyncRetry()));
  else checks.push(check('ticketshop', 'green', lastSync ? t.shopReachableSynced({ at: formatBerlinDateTime(lastSync, lang) }) : t.shopReachable()));

  const [pending, stuck, failed] = await Promise.all([
    db.select({ n: count() }).from(formNotifications).where(eq(formNotifications.status, 'pending')),
    db.select({ n: count() }).from(formNotifications).where(and(eq(formNotifications.status, 'pending'), lt(formNotifications.createdAt, new Date(now.getTime() - OUTBOX_STUCK_MS)))),
    db.select({ n: count() }).from(formNotifications).where(eq(formNotifications.status, 'failed')),
  ]);
  const [p, s, f] = [pending[0]?.n ?? 0, stuck[0]?.n ?? 0, failed[0]?.n ?? 0];
  checks.push(check('mail', f > 0 ? 'red' : s > 0 ? 'amber' : 'green', t.mail({ pending: p, stuck: s, failed: f }), t.mailFix()));

  try {
    const fs = await statfs(dataDir);
    const free = fs.bavail * fs.bsize;
    const share = free / (fs.blocks * fs.bsize);
    const level: Level = free < 0.5 * GB || share < 0.05 ? 'red' : free < 2 * GB || share < 0.15 ? 'amber' : 'green';
    checks.push(check('disk', level, t.diskFree({ gb: (free / GB).toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 }), share: Math.round(share * 100) }), t.diskFix()));
  } catch {
    checks.push(check('disk', 'red', t.diskUnreadable(), t.diskCheck()));
  }

  checks.push(check('site', settings?.isSiteOnline === false ? 'red' : 'green', settings?.isSiteOnline === false ? t.siteOffline() : t.online(), t.siteFix()));
  checks.push(check('shop', settings?.isShopOnline === false ? 'amber' : 'green', settings?.isShopOnline === false ? t.shopOff() : t.online(), t.shopFix()));
  return { checks, ticketshop: { reachable: shop.reachable, last_sync: lastSync, last_error: last?.error ?? null } };
}

