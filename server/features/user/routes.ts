/**
 * GET /pageeditor-api/user (SPEC §3 "Login state", §7): 401 for anonymous visitors, else who is logged
 * in, their admin menus and the navigation as they see it (offline pages included for editors).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { LoginState } from '../../../common/api/types';
import { buildPath, type Lang } from '../../../common/routes';
import { unauthorized } from '../../errors';
import type { SessionUser } from '../../plugins/session';
import { PRIVATE_CACHE_CONTROL } from '../http/public-cache';
import { LANG_QUERY, langOf, type LangQuery } from '../http/lang';
import { seesOffline } from '../http/viewer';
import { loadNavigation } from '../nav/nav-service';

/** "CMS-Hub" is the product's name for the editor hub, the same in both languages. */
function adminMenus(user: SessionUser, lang: Lang): LoginState['admin_menus'] {
  return user.isEditor ? [{ title: 'CMS-Hub', url: buildPath('cms-hub', lang) }] : [];
}

const userRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: LangQuery }>('/pageeditor-api/user', { schema: { querystring: LANG_QUERY } }, async (request, reply): Promise<LoginState> => {
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
      admin_menus: adminMenus(user, lang),
      navigation: await loadNavigation(app.db, lang, { showOffline: seesOffline(user) }),
    };
  });
};

export default userRoutes;
