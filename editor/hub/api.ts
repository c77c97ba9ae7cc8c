/** The hub's calls through the editor's request helper, from their entries of the contract (common/api/endpoints/admin.ts). */
import type { Endpoint } from '../../common/api/contract';
import type { DashboardData, DashboardSection } from '../../common/api/dashboard';
import * as api from '../../common/api/endpoints/admin';
import type { LANG_QUERY } from '../../common/api/query-schemas';
import type { Lang } from '../../common/routes';
import { editorCall } from '../api/request';

export const loadList = (slug: string, query: Record<string, string>) => editorCall(api.collectionList, { params: { slug }, query });
/** `?lang=`: the server names the item (a choice title) and words its refusals in the hub's language. */
export const loadItem = (slug: string, id: number, lang?: Lang) => editorCall(api.collectionItem, { params: { slug, id }, query: { lang } });
export const createItem = (slug: string, body: Record<string, unknown>, lang?: Lang) => editorCall(api.createCollectionItem, { params: { slug }, query: { lang }, body });
export const updateItem = (slug: string, id: number, body: Record<string, unknown>, lang?: Lang) => editorCall(api.updateCollectionItem, { params: { slug, id }, query: { lang }, body });
/** `lang`: the language the refusal's 'where it is used' is written in. */
export const deleteItem = (slug: string, id: number, confirm: boolean, lang: Lang) =>
  editorCall(api.deleteCollectionItem, { params: { slug, id }, query: { confirm: confirm ? '1' : undefined, lang } });

type AnySection = Endpoint<{ query: typeof LANG_QUERY; answer: DashboardData[DashboardSection] }, string>;
const SECTIONS: Record<DashboardSection, AnySection> = {
  activity: api.dashboardActivity,
  search: api.dashboardSearch,
  pagespeed: api.dashboardPagespeed,
  status: api.dashboardStatus,
  service: api.dashboardService,
  google: api.dashboardGoogle,
  celum: api.dashboardCelum,
  version: api.dashboardVersion,
};
/** The UI language goes along: the activity section writes its sentences in it. Each section answers its own part of DashboardData. */
export const loadSection = <S extends DashboardSection>(section: S, lang: Lang) => editorCall<AnySection>(SECTIONS[section], { query: { lang } }) as Promise<DashboardData[S]>;
