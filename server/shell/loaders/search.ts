/**
 * Route data of the search page (issue #5 point 4; ARCHITECTURE "Budgets": no API GET on first
 * paint): the results for the address, from the search API's own routes called in-process (`inject`)
 * on a private instance that holds only them, so shapes, validation and counting are the API's.
 * An unknown category or page is a 404 (SPEC §8 "page validation failure").
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { SearchOverview, SearchPage } from '../../../common/api/search';
import { otherCategory, requestKey, searchRequestOf, withOtherCategory, type SearchRouteData } from '../../../common/api/search-calls';
import { searchTitle } from '../../../common/i18n/search-strings';
import type { Db } from '../../db/client';
import searchRoutes from '../../features/search/routes';
import type { RouteLoader } from './types';
import { NOT_FOUND } from './detail-head';

const instances = new WeakMap<Db, Promise<FastifyInstance>>();

function searchApi(db: Db): Promise<FastifyInstance> {
  let instance = instances.get(db);
  if (!instance) {
    instance = (async () => {
      const api = Fastify({ logger: false });
      api.decorate('db', db);
      await api.register(searchRoutes);
      await api.ready();
      return api;
    })();
    instances.set(db, instance);
  }
  return instance;
}

async function call<T>(api: FastifyInstance, url: string, query: Record<string, string>): Promise<T> {
  const response = await api.inject({ method: 'GET', url, query });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json() as T;
}

export const searchLoader: RouteLoader<'search'> = async ({ db, lang, params, query }) => {
  const request = searchRequestOf(params, query);
  if (!request) return NOT_FOUND;
  const data: SearchRouteData = { key: requestKey(request), results: null };
  const title = searchTitle(lang, request.q);
  if (!request.q) return { data, head: { title } };
  const api = await searchApi(db);
  const ask = { query: request.q, lang };
  const { category, page } = request;
  if (!category) {
    data.results = await call<SearchOverview>(api, '/api/search/', ask);
  } else {
    const [mine, theirs] = await Promise.all([
      call<SearchPage>(api, `/api/search/${category}/`, { ...ask, page: String(page) }),
      call<SearchPage>(api, `/api/search/${otherCategory(category)}/`, { ...ask, page: '1' }),
    ]);
    data.results = withOtherCategory(category, mine, theirs);
  }
  return { data, head: { title, robots: 'noindex' } };
};
