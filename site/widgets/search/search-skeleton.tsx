/** While results load (SPEC §2 "Loading skeletons"): tabs and a few hits in outline. */
import type { Lang } from '../../../common/routes';
import { Skeleton, SkeletonRegion } from '../../layout/skeleton/skeleton';
import { tSearch } from './strings';

/** Hits the skeleton outlines. */
const ROWS = 4;

export function SearchSkeleton({ lang }: { lang: Lang }) {
  return (
    <SkeletonRegion label={tSearch(lang).loading()}>
      <Skeleton width="20rem" height="2.5rem" />
      {Array.from({ length: ROWS }, (_, i) => (
        <div key={i} style={{ padding: '1.25rem 0', display: 'grid', gap: '0.5rem' }}>
          <Skeleton width="8rem" height="0.875rem" />
          <Skeleton width="60%" height="1.5rem" />
          <Skeleton lines={2} />
        </div>
      ))}
    </SkeletonRegion>
  );
}
