/**
 * The skeleton of each page without a CMS page, shown while the page's chunk loads (SPEC §2 "Loading
 * skeletons"); the page shows the same one while its data loads, so nothing jumps. Loaded as one small
 * chunk of its own by site/router/route-skeleton.tsx, never with the entry. Pages missing here show
 * nothing while their chunk loads.
 */
import type { ComponentType } from 'react';
import type { Lang, PageName } from '../../common/routes';
import { CardsSkeleton, DetailSkeleton } from '../widgets/programme/detail-skeleton';

export const PAGE_SKELETONS: Partial<Record<PageName, ComponentType<{ lang: Lang }>>> = {
  event: DetailSkeleton,
  production: DetailSkeleton,
  person: DetailSkeleton,
  venue: DetailSkeleton,
  series: DetailSkeleton,
  'series-list': CardsSkeleton,
};
