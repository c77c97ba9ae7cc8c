/** The hub's calls (common/api/admin.ts, common/api/dashboard.ts) through the editor's one request helper. */
import { collectionUrl, type AdminItem, type AdminList } from '../../common/api/admin';
import { dashboardUrl, type DashboardSection } from '../../common/api/dashboard';
import { editorRequest } from '../api/request';

export const loadList = (slug: string, params: Record<string, string>) => editorRequest<AdminList>('get', collectionUrl(slug), undefined, params);
export const loadItem = (slug: string, id: number) => editorRequest<AdminItem>('get', collectionUrl(slug, id));
export const createItem = (slug: string, data: Record<string, unknown>) => editorRequest<AdminItem>('post', collectionUrl(slug), data);
export const updateItem = (slug: string, id: number, data: Record<string, unknown>) => editorRequest<AdminItem>('patch', collectionUrl(slug, id), data);
export const deleteItem = (slug: string, id: number, confirm: boolean) => editorRequest<void>('delete', collectionUrl(slug, id), undefined, confirm ? { confirm: '1' } : undefined);
export const loadSection = <T>(section: DashboardSection) => editorRequest<T>('get', dashboardUrl(section));
