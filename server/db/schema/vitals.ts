/**
 * Web-vitals samples from visitors' browsers: anonymous, no visitor identifier,
 * one row per measurement. The dashboard reads the p75 per route, metric and Berlin day in SQL.
 */
import { bigserial, date, index, pgTable, real, text } from 'drizzle-orm/pg-core';
import type { VitalMetric } from '../../../common/api/types';
import type { RouteName } from '../../../common/routes';

export const vitalSamples = pgTable(
  'vital_samples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day').notNull(),
    route: text('route').$type<RouteName>().notNull(),
    metric: text('metric').$type<VitalMetric>().notNull(),
    value: real('value').notNull(),
  },
  (t) => [index('vital_samples_day_idx').on(t.day, t.route, t.metric)],
);
