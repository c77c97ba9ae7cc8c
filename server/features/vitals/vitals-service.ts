/**
 * Web vitals per route and Berlin day: every sample is stored, the dashboard's
 * 75th percentile is computed by PostgreSQL (percentile_cont), identical on PGlite and PostgreSQL.
 */
import { asc, eq, lt, sql } from 'drizzle-orm';
import type { VitalsBeacon, VitalsSummary } from '../../../common/api/types';
import type { Db } from '../../db/client';
import { vitalSamples } from '../../db/schema';

/** Samples older than this are dropped on write: the dashboard compares recent days, nothing more. */
export const VITALS_RETENTION_DAYS = 90;

/** Stores one page view's measurements on its Berlin day (ISO date). */
export async function recordVitals(db: Db, isoDay: string, beacon: VitalsBeacon): Promise<void> {
  await db.insert(vitalSamples).values(beacon.samples.map((s) => ({ day: isoDay, route: beacon.route, metric: s.name, value: s.value })));
}

/** Removes what the retention no longer keeps; cheap on the day index, so it can run on any write. */
export async function pruneVitals(db: Db, isoDay: string): Promise<void> {
  await db.delete(vitalSamples).where(lt(vitalSamples.day, sql`${isoDay}::date - ${VITALS_RETENTION_DAYS}::int`));
}

const rounded = (metric: string, value: number) => (metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value));

export async function vitalsSummary(db: Db, isoDay: string): Promise<VitalsSummary['rows']> {
  const rows = await db
    .select({
      route: vitalSamples.route,
      metric: vitalSamples.metric,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${vitalSamples.value})`.mapWith(Number),
      samples: sql<number>`count(*)`.mapWith(Number),
    })
    .from(vitalSamples)
    .where(eq(vitalSamples.day, isoDay))
    .groupBy(vitalSamples.route, vitalSamples.metric)
    .orderBy(asc(vitalSamples.route), asc(vitalSamples.metric));
  return rows.map((row) => ({ ...row, p75: rounded(row.metric, row.p75) }));
}
