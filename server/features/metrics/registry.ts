/**
 * The process's metrics, Prometheus-style with prom-client. Counters other
 * modules move (jobs, ticket-shop calls, the response cache) live here, once per process; gauges
 * that read one app's database are made per app in ./plugin.ts.
 */
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export const processRegistry = new Registry();
// Memory, CPU, event-loop lag, handles, GC: prom-client's standard process metrics.
collectDefaultMetrics({ register: processRegistry, prefix: 'venue_' });

export const httpRequests = new Counter({
  name: 'venue_http_requests_total',
  help: 'Requests answered by the app, by method, route pattern and status (answers from the response cache are counted in venue_response_cache_lookups_total).',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [processRegistry],
});

export const httpDuration = new Histogram({
  name: 'venue_http_request_duration_seconds',
  help: 'Time from receiving a request to the end of its answer, by method and route pattern.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

export const pageRender = new Histogram({
  name: 'venue_page_render_seconds',
  help: 'Time to build a visitor page that was not in the response cache (loaders and server render).',
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [processRegistry],
});

export const cacheLookups = new Counter({
  name: 'venue_response_cache_lookups_total',
  help: 'Lookups in the shared-answer cache: hit (answered from memory) or miss (rendered).',
  labelNames: ['result'] as const,
  registers: [processRegistry],
});

export const jobRuns = new Counter({
  name: 'venue_job_runs_total',
  help: 'Background job runs this process claimed, by job name.',
  labelNames: ['job'] as const,
  registers: [processRegistry],
});

export const jobFailures = new Counter({
  name: 'venue_job_failures_total',
  help: 'Background job runs that failed, by job name.',
  labelNames: ['job'] as const,
  registers: [processRegistry],
});

export const shopCallErrors = new Counter({
  name: 'venue_ticketshop_call_errors_total',
  help: 'Calls to the ticket shop that failed, by kind (unreachable, timeout, bad-answer).',
  labelNames: ['kind'] as const,
  registers: [processRegistry],
});
