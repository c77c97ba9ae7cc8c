/**
 * GET /cms-api/audit/ (common/api/audit.ts): the audit log for administrators, filtered by person,
 * kind and Berlin days, in words. Nothing else: no route changes or deletes an entry.
 * Decisions: DECISIONS "Audit log". The route comes from its entry of the contract (common/api/endpoints/admin.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { AUDIT_PAGE_SIZE } from '../../../common/api/audit';
import { auditLog } from '../../../common/api/endpoints/admin';
import { AUDIT_QUERY } from '../../../common/api/query-schemas';
import { serve } from '../http/serve';
import { berlinStartOfDay } from '../../../common/format';
import { DEFAULT_LANG, isLang } from '../../../common/routes';
import { badRequest } from '../../errors';
import { auditPage } from './audit-service';
import { auditEntryOf, kindLabel } from './words';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The instant a Berlin day "YYYY-MM-DD" begins (`next`: the day after it); a clear 400 for anything else. */
function dayStart(name: string, raw: string, next = false): Date {
  const m = DAY.exec(raw);
  const [year, month, day] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (!m || year < 2000 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) throw badRequest(`${name} must be a day in the form YYYY-MM-DD.`);
  return next ? berlinStartOfDay(year, month, day + 1) : berlinStartOfDay(year, month, day);
}

function wholeNumber(name: string, raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badRequest(`${name} must be a positive whole number.`);
  return Number(raw);
}

const auditRoutes: FastifyPluginAsync = async (app) => {
  serve(app, auditLog, { preHandler: app.requireAdmin, schema: { querystring: AUDIT_QUERY } }, async (request, reply) => {
    const { user, kind, from, to, page: rawPage, lang: rawLang } = request.query;
    const lang = isLang(rawLang) ? rawLang : DEFAULT_LANG;
    const page = rawPage ? wholeNumber('page', rawPage) : 1;
    if (kind !== undefined && !/^[a-z-]{1,40}$/.test(kind)) throw badRequest('kind must be one of the kinds the list offers.');
    const filter = {
      userId: user ? wholeNumber('user', user) : undefined,
      kind: kind || undefined,
      from: from ? dayStart('from', from) : undefined,
      until: to ? dayStart('to', to, true) : undefined,
    };
    const found = await auditPage(app.db, filter, page, AUDIT_PAGE_SIZE);
    reply.header('cache-control', 'private, no-store');
    return {
      items: found.rows.map((row) => auditEntryOf(row, lang)),
      page,
      pages: Math.max(1, Math.ceil(found.count / AUDIT_PAGE_SIZE)),
      count: found.count,
      people: found.people.map((p) => ({ value: String(p.id), label: p.name })).sort((a, b) => a.label.localeCompare(b.label)),
      kinds: found.kinds.map((k) => ({ value: k, label: kindLabel(k, lang) })).sort((a, b) => a.label.localeCompare(b.label, lang)),
    };
  });
};

export default auditRoutes;
