/** The hub's calls (common/api/admin.ts, common/api/dashboard.ts) through the editor's one request helper. */
import { collectionUrl, type AdminItem, type AdminList } from '../../common/api/admin';
import { dashboardUrl, type DashboardData, type DashboardSection } from '../../common/api/dashboard';
import type { Lang } from '../../common/routes';
import { editorRequest } from '../api/request';

export const loadList = (slug: string, params: Record<string, string>) => editorRequest<AdminList>('get', collectionUrl(slug), undefined, params);
/** `?lang=`: the server names the item (a choice title) and words its refusals in the hub's language. */
const inLang = (url: string, lang?: Lang) => (lang ? `${url}?lang=${lang}` : url);
export const loadItem = (slug: string, id: number, lang?: Lang) => editorRequest<AdminItem>('get', inLang(collectionUrl(slug, id), lang));
export const createItem = (slug: string, data: Record<string, unknown>, lang?: Lang) => editorRequest<AdminItem>('post', inLang(collectionUrl(slug), lang), data);
export const updateItem = (slug: string, id: number, data: Record<string, unknown>, lang?: Lang) => editorRequest<AdminItem>('patch', inLang(collectionUrl(slug, id), lang), data);
/** `lang`: the language the refusal's 'where it is used' is written in. */
export const deleteItem = (slug: string, id: number, confirm: boolean, lang: Lang) => editorRequest<void>('delete', collectionUrl(slug, id), undefined, confirm ? { confirm: '1', lang } : { lang });
/** The UI language goes along: the activity section writes its sentences in it. */
export const loadSection = <S extends DashboardSection>(section: S, lang: Lang) =>
  editorRequest<DashboardData[S]>('get', dashboardUrl(section), undefined, { lang });
