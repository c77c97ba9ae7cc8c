/**
 * POST /api/consent/: the server-drawn consent banner's form. A visitor whose page
 * code has not arrived (a slow phone) or who has no JavaScript decides here: the server stores the
 * decision in the same consent cookie the app writes and answers 303 back to the page, whose next
 * render leaves the banner out (the page cache keeps that variant apart, server/cache/plugin.ts).
 *
 * CSRF: the banner sits in cached pages that are the same bytes for everyone, so it cannot carry a
 * token; the route takes the plugin's 'origin' mode like the contact form's own post (the browser
 * sends Origin with every form POST and it must name this site). It takes no credentials and
 * changes nothing but the visitor's own consent cookie.
 * Decisions: DECISIONS "The consent banner is the server".
 */
import type { FastifyPluginAsync } from 'fastify';
import { CONSENT_COOKIE } from '../../../common/consent/consent';
import { serializeConsent, REQUIRED_COOKIES } from '../../../common/consent/cookie';
import { cookieDomains } from '../../../common/consent/delete-cookies';
import { CONSENT_FORM_PATH, DECISION_FIELD, NEXT_FIELD, consentOfDecision, isConsentDecision } from '../../../common/consent/form';
import { CONSENT_COOKIE_DAYS } from '../../../common/consent/write-cookie';
import { DEFAULT_LANG, buildPath } from '../../../common/routes';
import { safeNextPath } from '../../../common/safe-next';
import { badRequest } from '../../errors';

/** A handful of checkboxes, a button and an address. */
const BODY_LIMIT = 4 * 1024;
/** Decisions per address and minute: a visitor decides once, maybe twice. */
const CONSENT_RATE_LIMIT = { max: 30, timeWindow: 60_000, groupId: 'consent-posts' } as const;

const consentRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    done(null, new URLSearchParams(body as string));
  });

  app.post<{ Body: URLSearchParams }>(CONSENT_FORM_PATH, { config: { csrf: 'origin', rateLimit: CONSENT_RATE_LIMIT } }, async (request, reply) => {
    if (!(request.body instanceof URLSearchParams)) throw badRequest('Send the consent form as application/x-www-form-urlencoded.');
    const form = request.body;
    const decision = form.get(DECISION_FIELD);
    if (!isConsentDecision(decision)) throw badRequest(`"${DECISION_FIELD}" must be one of all, save, delete.`);
    const state = consentOfDecision(decision, (category) => form.get(category) !== null);
    const secure = app.config.secureCookies;
    // "Delete cookies": every cookie this request carries goes but the required ones, on this host and its parent domains (as consent/delete-cookies.ts in the browser).
    if (decision === 'delete') {
      const host = (request.headers.host ?? '').replace(/:\d+$/, '');
      for (const name of Object.keys(request.cookies)) {
        if (REQUIRED_COOKIES.has(name)) continue;
        for (const domain of cookieDomains(host)) reply.clearCookie(name, { path: '/', ...(domain ? { domain } : {}) });
      }
    }
    // Written as the app writes it (consent/write-cookie.ts): readable by the page's code, '|' unencoded.
    reply.setCookie(CONSENT_COOKIE, serializeConsent(state), {
      path: '/',
      sameSite: 'lax',
      secure,
      httpOnly: false,
      maxAge: CONSENT_COOKIE_DAYS * 24 * 3600,
      encode: (value) => value,
    });
    return reply
      .header('cache-control', 'no-store')
      .redirect(safeNextPath(form.get(NEXT_FIELD), buildPath('home', DEFAULT_LANG)), 303);
  });
};

export default consentRoutes;
