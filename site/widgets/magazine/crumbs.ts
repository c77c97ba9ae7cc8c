/** The magazine's breadcrumb trails (SPEC §2 "Magazine page": breadcrumb): the media library, then the page (the breadcrumb adds home). */
import type { BreadcrumbItem } from '../../../common/api/types';
import { buildPath, type Lang } from '../../../common/routes';
import { tMagazine } from './strings';

export function magazineCrumbs(lang: Lang, ...below: BreadcrumbItem[]): BreadcrumbItem[] {
  const text = tMagazine(lang);
  return [{ title: text.title(), url: buildPath('magazine', lang) }, ...below];
}
