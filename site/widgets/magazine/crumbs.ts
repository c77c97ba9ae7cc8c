/** The magazine's breadcrumb trails (SPEC §2 "Magazine page": breadcrumb): home, the media library, then the page. */
import type { BreadcrumbItem } from '../../../common/api/types';
import { buildPath, homePath, type Lang } from '../../../common/routes';
import { tMagazine } from './strings';

export function magazineCrumbs(lang: Lang, ...below: BreadcrumbItem[]): BreadcrumbItem[] {
  const text = tMagazine(lang);
  return [{ title: text.home(), url: homePath(lang) }, { title: text.title(), url: buildPath('magazine', lang) }, ...below];
}
