/**
 * The link picker (common/api/editor.ts "Links"): search as you type over pages,
 * events, productions and articles, and the preview of a stored reference. Under the editor API;
 * each route from its entry of the contract (common/api/endpoints/media.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { LINK_KINDS, type LinkKind } from '../../../common/api/editor';
import * as endpoints from '../../../common/api/endpoints/media';
import { LINK_RESOLVE_QUERY, LINK_SEARCH_QUERY } from '../../../common/api/query-schemas';
import { missing, tEditorApi } from '../editor-api/messages';
import { serve } from '../http/serve';
import { linkTargetsById, searchLinkTargets } from './link-targets';

const linkRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.linkTargets, { schema: { querystring: LINK_SEARCH_QUERY } }, async (request, _reply, lang) => {
    const q = request.query.q?.trim() ?? '';
    if (!q) return [];
    return searchLinkTargets(app.db, q, lang, request.query.kind ? [request.query.kind] : LINK_KINDS);
  });

  serve(app, endpoints.resolveLink, { schema: { querystring: LINK_RESOLVE_QUERY } }, async (request, _reply, lang) => {
    const [kind, id] = request.query.ref.split(':') as [LinkKind, string];
    const found = (await linkTargetsById(app.db, kind, [Number(id)], lang)).get(Number(id));
    if (!found) throw missing(tEditorApi(lang).pageNotFound());
    return found;
  });
};

export default linkRoutes;
