/**
 * Skeletons show only while a client navigation loads (the first paint has its data inlined), so
 * their code waits for the first idle moment instead of riding in the first load.
 */
import { whenIdle } from '../when-idle';

export const CmsPageSkeleton = whenIdle(async () => (await import('./cms-page-skeleton')).CmsPageSkeleton);
export const PageHeaderSkeleton = whenIdle(async () => (await import('./page-header-skeleton')).PageHeaderSkeleton);
