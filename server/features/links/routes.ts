/**
 * The link picker (common/api/editor.ts "Links"): search as you type over pages,
 * events, productions and articles, and the preview of a stored reference. Under the editor API.
 */
import type { FastifyPluginAsync } from 'fastify';
import { LINK_KINDS, type LinkKind, type LinkTarget } from '../../../common/api/editor';
import { missing, tEditorApi } from '../editor-api/messages';
import { langOfRequest } from '../editor-api/request';
import { linkTargetsById, searchLinkTargets } from './link-targets';

const linkRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { q?: string; kind?: LinkKind } }>(
    '/links/',
    { schema: { querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 200 }, kind: { type: 'string', enum: [...LINK_KINDS] } } } } },
    async (request): Promise<LinkTarget[]> => {
      const q = request.query.q?.trim() ?? '';
      if (!q) return [];
      return searchLinkTargets(app.db, q, langOfRequest(request), request.query.kind ? [request.query.kind] : LINK_KINDS);
    },
  );

  app.get<{ Querystring: { ref: string } }>(
    '/links/resolve/',
    { schema: { querystring: { type: 'object', required: ['ref'], properties: { ref: { type: 'string', pattern: `^(${LINK_KINDS.join('|')}):[0-9]{1,10}$` } } } } },
    async (request): Promise<LinkTarget> => {
      const lang = langOfRequest(request);
      const [kind, id] = request.query.ref.split(':') as [LinkKind, string];
      const found = (await linkTargetsById(app.db, kind, [Number(id)], lang)).get(Number(id));
      if (!found) throw missing(tEditorApi(lang).pageNotFound());
      return found;
    },
  );
};

export default linkRoutes;
