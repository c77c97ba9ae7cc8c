/**
 * Dashboard "pagespeed": the site's own web-vitals beacons (vital_samples) as
 * the 75th percentile of LCP, INP and CLS per route for 7 and 28 days, judged by the Core Web
 * Vitals thresholds, and the site-wide p75 per day for the charts.
 */
import { and, asc, gte, inArray, sql } from 'drizzle-orm';
import { CWV_METRICS, CWV_THRESHOLDS, type Level, type PagespeedDashboard } from '../../../common/api/dashboard';
import type { Db } from '../../db/client';
import { vitalSamples } from '../../db/schema';
import { berlinDayOf, isoDate } from '../programme/berlin-day';

type Metric = (typeof CWV_METRICS)[number];

export function levelOf(metric: Metric, p75: number): Level {
  const t = CWV_THRESHOLDS[metric];
  return p75 <= t.good ? 'green' : p75 <= t.poor ? 'amber' : 'red';
}

const rounded = (metric: string, value: number) => (metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value));
const p75 = sql<number>`percentile_cont(0.75) within group (order by ${vitalSamples.value})`.mapWith(Number);
const sinceDay = (now: Date, days: number) => isoDate(berlinDayOf(new Date(now.getTime() - (days - 1) * 86_400_000)));

async function period(db: Db, days: 7 | 28, now: Date): Promise<PagespeedDashboard['periods'][number]> {
  const rows = await db
    .select({ route: vitalSamples.route, metric: vitalSamples.metric, p75, samples: sql<number>`count(*)`.mapWith(Number) })
    .from(vitalSamples)
    .where(and(gte(vitalSamples.day, sinceDay(now, days)), inArray(vitalSamples.metric, [...CWV_METRICS])))
    .groupBy(vitalSamples.route, vitalSamples.metric)
    .orderBy(asc(vitalSamples.route));
  const routes = new Map<string, PagespeedDashboard['periods'][number]['routes'][number]>();
  for (const row of rows) {
    const metric = row.metric as Metric;
    const entry = routes.get(row.route) ?? { route: row.route, metrics: {} };
    const value = rounded(metric, row.p75);
    entry.metrics[metric] = { p75: value, samples: row.samples, level: levelOf(metric, value) };
    routes.set(row.route, entry);
  }
  return { days, routes: [...routes.values()] };
}

export async function pagespeedDashboard(db: Db, now = new Date()): Promise<PagespeedDashboard> {
  const daily = await db
    .select({ day: vitalSamples.day, metric: vitalSamples.metric, p75 })
    .from(vitalSamples)
    .where(and(gte(vitalSamples.day, sinceDay(now, 28)), inArray(vitalSamples.metric, [...CWV_METRICS])))
    .groupBy(vitalSamples.day, vitalSamples.metric)
    .orderBy(asc(vitalSamples.day));
  const series = Object.fromEntries(CWV_METRICS.map((m) => [m, daily.filter((d) => d.metric === m).map((d) => ({ day: d.day, p75: rounded(m, d.p75) }))])) as PagespeedDashboard['daily'];
  return { periods: [await period(db, 7, now), await period(db, 28, now)], daily: series };
}
