/**
 * The page tree and menu entries under the editor API (common/api/page-tree.ts); each route from its
 * entry of the contract (common/api/endpoints/page-tree.ts, ARCHITECTURE "Endpoint contract").
 */
import type { FastifyPluginAsync } from 'fastify';
import { PAGE_MENU_BODY, PAGE_MOVE_BODY } from '../../../common/api/body-schemas';
import * as endpoints from '../../../common/api/endpoints/page-tree';
import { ADDRESS_CHECK_QUERY } from '../../../common/api/query-schemas';
import { LANGS, normalizePath } from '../../../common/routes';
import { eq } from 'drizzle-orm';
import { pages } from '../../db/schema';
import { missing, tEditorApi } from '../editor-api/messages';
import { ID_PARAMS, editorOf } from '../editor-api/request';
import { serve } from '../http/serve';
import { menuOrderFollowsPages, setMenuEntry } from './menu-entries';
import { movePage, pageTree } from './tree';

const pageTreeRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.pageTree, {}, async () => pageTree(app.db));

  serve(app, endpoints.addressCheck, { schema: { querystring: ADDRESS_CHECK_QUERY } }, async (request) => {
    const path = normalizePath(request.query.path.trim());
    const lang = LANGS.find((l) => new RegExp(`^/${l}(/[a-z0-9]+(-[a-z0-9]+)*)+$`).test(path));
    if (!lang) return { path, problem: 'urlFormat' as const };
    const [taken] = await app.db.select({ id: pages.id }).from(pages).where(eq(lang === 'de' ? pages.pathDe : pages.pathEn, path)).limit(1);
    return { path, problem: taken ? ('taken' as const) : null };
  });

  // ID_PARAMS make the id a number before a handler runs; Number() says so to the type check.
  serve(app, endpoints.movePage, { schema: { params: ID_PARAMS, body: PAGE_MOVE_BODY } }, async (request, _reply, lang) => {
    await movePage(app.db, Number(request.params.id), request.body, lang, (await editorOf(request)).id);
    return pageTree(app.db);
  });

  serve(app, endpoints.pageMenu, { schema: { params: ID_PARAMS, body: PAGE_MENU_BODY } }, async (request, _reply, lang) => {
    const [page] = await app.db.select({ id: pages.id }).from(pages).where(eq(pages.id, Number(request.params.id)));
    if (!page) throw missing(tEditorApi(lang).pageNotFound());
    const { menu, on, label } = request.body;
    await app.db.transaction(async (tx) => {
      // A label without German text gets an empty one, as an entry without a label has.
      await setMenuEntry(tx, page.id, menu, on, label && { de: '', ...label });
      if (on) await menuOrderFollowsPages(tx, page.id);
    });
    return pageTree(app.db);
  });
};

export default pageTreeRoutes;
