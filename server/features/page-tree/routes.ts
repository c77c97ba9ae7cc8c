/** The page tree and menu entries under the editor API (common/api/editor.ts PAGE_TREE_PATH). */
import type { FastifyPluginAsync } from 'fastify';
import { PAGE_MENUS, PAGE_TREE_PATH, type AddressCheck, type PageMenuInput, type PageMoveInput, type PageTreeNode } from '../../../common/api/page-tree';
import { LANGS, normalizePath } from '../../../common/routes';
import { eq } from 'drizzle-orm';
import { pages } from '../../db/schema';
import { missing, tEditorApi } from '../editor-api/messages';
import { ID_PARAMS, editorOf, langOfRequest } from '../editor-api/request';
import { menuOrderFollowsPages, setMenuEntry } from './menu-entries';
import { movePage, pageTree } from './tree';

const LOCALIZED = { type: 'object', properties: { de: { type: 'string', maxLength: 300 }, en: { type: 'string', maxLength: 300 } } } as const;

const pageTreeRoutes: FastifyPluginAsync = async (app) => {
  app.get(`/${PAGE_TREE_PATH}/`, async (): Promise<PageTreeNode[]> => pageTree(app.db));

  app.get<{ Querystring: { path: string } }>(
    `/${PAGE_TREE_PATH}/address/`,
    { schema: { querystring: { type: 'object', required: ['path'], properties: { path: { type: 'string', maxLength: 500 } } } } },
    async (request): Promise<AddressCheck> => {
      const path = normalizePath(request.query.path.trim());
      const lang = LANGS.find((l) => new RegExp(`^/${l}(/[a-z0-9]+(-[a-z0-9]+)*)+$`).test(path));
      if (!lang) return { path, problem: 'urlFormat' };
      const [taken] = await app.db.select({ id: pages.id }).from(pages).where(eq(lang === 'de' ? pages.pathDe : pages.pathEn, path)).limit(1);
      return { path, problem: taken ? 'taken' : null };
    },
  );

  app.post<{ Params: { locale: string; id: number }; Body: PageMoveInput }>(
    `/${PAGE_TREE_PATH}/:id/move/`,
    {
      schema: {
        params: ID_PARAMS,
        body: { type: 'object', required: ['parent', 'position'], properties: { parent: { anyOf: [{ type: 'null' }, { type: 'integer', minimum: 1 }] }, position: { type: 'integer', minimum: 0, maximum: 10000 } } },
      },
    },
    async (request): Promise<PageTreeNode[]> => {
      await movePage(app.db, request.params.id, request.body, langOfRequest(request), (await editorOf(request)).id);
      return pageTree(app.db);
    },
  );

  app.post<{ Params: { locale: string; id: number }; Body: PageMenuInput }>(
    `/${PAGE_TREE_PATH}/:id/menu/`,
    { schema: { params: ID_PARAMS, body: { type: 'object', required: ['menu', 'on'], properties: { menu: { type: 'string', enum: [...PAGE_MENUS] }, on: { type: 'boolean' }, label: LOCALIZED } } } },
    async (request): Promise<PageTreeNode[]> => {
      const lang = langOfRequest(request);
      const [page] = await app.db.select({ id: pages.id }).from(pages).where(eq(pages.id, request.params.id));
      if (!page) throw missing(tEditorApi(lang).pageNotFound());
      const { menu, on, label } = request.body;
      await app.db.transaction(async (tx) => {
        await setMenuEntry(tx, page.id, menu, on, label);
        if (on) await menuOrderFollowsPages(tx, page.id);
      });
      return pageTree(app.db);
    },
  );
};

export default pageTreeRoutes;
