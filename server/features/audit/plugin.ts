/**
 * The audit's one hook point. A route says what its write did with
 * `request.audit(note)`; once the answer is a success (status below 400, so a write that failed or
 * rolled back leaves nothing), the onSend hook writes the entry before the answer leaves, so a client
 * that saw the success knows the entry exists. An unsafe call of a staff account to the editor or
 * admin API that declared nothing is recorded all the same, by its address ("Change through …"), so
 * a new route cannot write unseen. Writes that own a transaction (the hub's collections) record inside
 * it and say `request.audit(null)`. Sign-ins are recorded where they are decided (auth/routes.ts).
 * Decisions: DECISIONS "Audit log".
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditAction } from '../../../common/api/audit';
import { ADMIN_API } from '../../../common/api/admin';
import { EDITOR_API } from '../../../common/api/editor';
import { canEdit } from '../../../common/roles';
import type { ActivityDetail } from '../../db/schema';
import { claimJob } from '../../jobs/claim';
import { purgeAudit, recordAudit } from './audit-service';

export interface AuditNote {
  kind: string;
  action: AuditAction;
  itemId?: number | null;
  title?: string;
  detail?: ActivityDetail;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** What this request's write did, for the audit log; null when it is recorded already or is no change (a heartbeat). */
    audit(note: AuditNote | null): void;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** How often the retention purge runs (whichever process claims the hour). */
export const AUDIT_PURGE_MS = 60 * 60_000;

/** The editor and admin APIs: what staff change through. Public form posts and carts are visitors' business. */
const isStaffRoute = (url: string | undefined) => !!url && (url.startsWith(ADMIN_API + '/') || url.includes(`/${EDITOR_API}/`));

export default fp(
  async (app) => {
    const notes = new WeakMap<FastifyRequest, AuditNote | null>();
    app.decorateRequest('audit', function (this: FastifyRequest, note: AuditNote | null) {
      notes.set(this, note);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const declared = notes.has(request);
      const note = notes.get(request);
      if (reply.statusCode >= 400 || (declared && note === null)) return payload;
      if (!declared && (!UNSAFE.has(request.method) || !isStaffRoute(request.routeOptions.url))) return payload;
      const user = await request.currentUser();
      if (!user || !canEdit(user.role)) return payload;
      const entry = note ?? { kind: 'request', action: 'request' as const, title: `${request.method} ${request.url.split('?')[0]}` };
      await recordAudit(app.db, { user, ...entry });
      return payload;
    });

    let timer: NodeJS.Timeout | null = null;
    const purge = async () => {
      if (await claimJob(app.db, 'audit-purge', AUDIT_PURGE_MS)) await purgeAudit(app.db, app.config.auditRetentionDays);
    };
    app.addHook('onReady', async () => {
      timer = setInterval(() => void purge().catch((error: unknown) => app.log.error({ err: error }, 'audit purge failed')), AUDIT_PURGE_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'audit', dependencies: ['session'] },
);
