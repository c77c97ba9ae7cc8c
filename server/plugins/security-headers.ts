/**
 * Security headers on every response, not only on the HTML shell
 * that helmet covers (server/shell/csp.ts): JSON, assets, media and /sw.js get nosniff, frame
 * protection, a Permissions-Policy and, behind HTTPS, HSTS. Every Content-Security-Policy gets a
 * report-uri / report-to naming POST /api/csp-report/, which counts violations per day (bounded).
 */
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Features the site never uses, switched off for the page and anything it frames. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()';
export const CSP_REPORT_PATH = '/api/csp-report/';
/** The Reporting API group the policy's `report-to` names. */
export const CSP_REPORT_GROUP = 'csp';
/** Uploaded media are shown, never run: an SVG opened on its own may carry script. */
const MEDIA_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
/** Distinct (directive, blocked) pairs kept per day. */
const REPORTS_DAILY_CAP = 500;

interface Violation {
  directive: string;
  blocked: string;
}

/** Reads both formats: report-uri's {"csp-report": {...}} and the Reporting API's [{type, body}]. */
export function violationsOf(body: unknown): Violation[] {
  const list = Array.isArray(body) ? body.map((r) => (r as { body?: unknown })?.body) : [(body as { 'csp-report'?: unknown })?.['csp-report']];
  return list.flatMap((raw) => {
    if (!raw || typeof raw !== 'object') return [];
    const r = raw as Record<string, unknown>;
    const directive = String(r['effective-directive'] ?? r.effectiveDirective ?? r['violated-directive'] ?? 'unknown').slice(0, 60);
    const blockedRaw = String(r['blocked-uri'] ?? r.blockedURL ?? 'unknown');
    // The origin (or the keyword) is enough to count; full URLs would make every report a new row.
    let blocked = blockedRaw.slice(0, 40);
    try {
      blocked = new URL(blockedRaw).origin;
    } catch {
      // inline, eval, data …
    }
    return [{ directive, blocked }];
  });
}

/**
 * The headers every answer carries, in one place: the hook below, and the answers written without
 * Fastify's hooks (hashed assets, server/shell/assets.ts; Fastify's early 400 for a bad URL,
 * server/app.ts).
 */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'permissions-policy': PERMISSIONS_POLICY,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'reporting-endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The admin API's answers (users, form entries) are personal: never kept by a browser or a proxy. */
const ADMIN_API_PREFIX = '/cms-api/';

export default fp(
  async (app) => {
    const headers = securityHeaders(app.config.secureCookies);
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      reply.headers(headers);
      if (request.url.startsWith('/media/') || request.url.startsWith('/uploads/')) reply.header('content-security-policy', MEDIA_POLICY);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith(ADMIN_API_PREFIX)) reply.header('cache-control', 'private, no-store');
      return payload;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string' && !policy.includes('report-uri')) {
        reply.header('content-security-policy', `${policy.replace(/;\s*$/, '')}; report-uri ${CSP_REPORT_PATH}; report-to ${CSP_REPORT_GROUP}`);
      }
      return payload;
    });

    await app.register(async (scope) => {
      for (const type of ['application/csp-report', 'application/reports+json']) {
        scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
          try {
            done(null, JSON.parse(body as string));
          } catch {
            done(null, {});
          }
        });
      }
      scope.post(
        CSP_REPORT_PATH,
        // Browsers send reports without our CSRF header; a report changes nothing a visitor owns.
        { config: { csrf: 'none', rateLimit: { max: 60, timeWindow: 60_000, groupId: 'csp-report' } } },
        async (request, reply) => {
          for (const v of violationsOf(request.body).slice(0, 20)) {
            await app.db.execute(sql`
              insert into csp_reports (day, directive, blocked, count)
              select current_date, ${v.directive}, ${v.blocked}, 1
              where exists (select 1 from csp_reports where day = current_date and directive = ${v.directive} and blocked = ${v.blocked})
                 or (select count(*) from csp_reports where day = current_date) < ${REPORTS_DAILY_CAP}
              on conflict (day, directive, blocked) do update set count = csp_reports.count + 1`);
          }
          return reply.code(204).send();
        },
      );
    });
  },
  { name: 'security-headers' },
);
