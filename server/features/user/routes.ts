/**
 * The user calls (SPEC §3, §7): GET /pageeditor-api/user, 401 for anonymous visitors, else who is
 * logged in, their admin menus and the navigation as they see it (offline pages included for editors);
 * GET /api/user-details/ for the header and the user pages; POST /api/logout/ (docs/DECISIONS.md
 * "User details and logout").
 */
import type { FastifyPluginAsync } from 'fastify';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../../common/api/cookies';
import type { LoginState } from '../../../common/api/types';
import { buildPath, DEFAULT_LANG, type Lang } from '../../../common/routes';
import { unauthorized } from '../../errors';
import { canEdit } from '../../../common/roles';
import type { SessionUser } from '../../plugins/session';
import { PRIVATE_CACHE_CONTROL } from '../http/public-cache';
import * as endpoints from '../../../common/api/endpoints';
import { LANG_QUERY } from '../../../common/api/query-schemas';
import { langOf } from '../http/lang';
import { serve } from '../http/serve';
import { seesOffline } from '../http/viewer';
import { loadNavigation } from '../nav/nav-service';
import { loadSettings } from '../settings/settings-service';
import { clearSessionCookies, endSession, userDetailsOf } from './user-details';

/** "CMS-Hub" is the product's name for the editor hub, the same in both languages. */
function adminMenus(user: SessionUser, lang: Lang): LoginState['admin_menus'] {
  return canEdit(user.role) ? [{ title: 'CMS-Hub', url: buildPath('cms-hub', lang) }] : [];
}

const userRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.loginState, { schema: { querystring: LANG_QUERY } }, async (request, reply): Promise<LoginState> => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    const user = await request.currentUser();
    if (!user) throw unauthorized();
    const lang = langOf(request.query);
    return {
      logged: true,
      email: user.email,
      username: user.username,
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      role: user.role,
      admin_menus: adminMenus(user, lang),
      navigation: await loadNavigation(app.db, lang, { showOffline: seesOffline(user) }),
    };
  });

  // 200 for everyone: the answer says whether a session is live and where to log in (SPEC §3 is_logged_in, login_url).
  serve(app, endpoints.userDetails, {}, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    const user = await request.currentUser();
    // A hint without a live session (expired, ended elsewhere) is dropped, so the app stops asking.
    if (!user && request.cookies[SESSION_HINT_COOKIE] !== undefined) clearSessionCookies(reply);
    return userDetailsOf(user, (await loadSettings(app.db, DEFAULT_LANG)).design);
  });

  // The CSRF check (server/plugins/csrf.ts) guards it: no other site can log a visitor out.
  serve(app, endpoints.logout, {}, async (request, reply) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    // Read before the session ends, so the audit entry names who signed out.
    await request.currentUser();
    request.audit({ kind: 'sign-in', action: 'sign-out' });
    await endSession(app.db, request.cookies[SESSION_COOKIE]);
    clearSessionCookies(reply);
    // The ended session's token is worth nothing now: an anonymous one for what the visitor does next.
    reply.issueCsrfCookie(null);
    return userDetailsOf(null, (await loadSettings(app.db, DEFAULT_LANG)).design);
  });
};

export default userRoutes;
