/** The event list while it loads (SPEC §2 "Loading skeletons"): a filter bar and two days of events at their final size. */
import { css } from 'goober';
import { tEvents } from '../../../common/modules/event-list/strings';
import type { Lang } from '../../../common/routes';
import { Skeleton, SkeletonRegion } from '../../layout/skeleton/skeleton';

export function EventListSkeleton({ lang, withFilters = true }: { lang: Lang; withFilters?: boolean }) {
  return (
    <SkeletonRegion label={tEvents(lang).list.loading()}>
      <div className={root}>
        {withFilters ? (
          <div className={bar}>
            {[7, 7, 7, 6, 6, 6].map((width, i) => (
              <Skeleton key={i} width={`${width}rem`} height="2.75rem" />
            ))}
          </div>
        ) : null}
        {[0, 1].map((day) => (
          <div key={day} className={dayBlock}>
            <Skeleton width="16rem" height="1.75rem" />
            {[0, 1, 2].map((row) => (
              <div key={row} className={rowStyle}>
                <Skeleton height="9rem" />
                <Skeleton lines={3} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </SkeletonRegion>
  );
}

const root = css`
  display: grid;
  gap: 2.5rem;
`;

const bar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const dayBlock = css`
  display: grid;
  gap: 1.25rem;
`;

const rowStyle = css`
  display: grid;
  grid-template-columns: minmax(8rem, 14rem) 1fr;
  gap: 1rem;
`;
