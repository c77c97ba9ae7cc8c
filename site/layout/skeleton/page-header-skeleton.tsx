import { css } from 'goober';
import { Skeleton } from './skeleton';

/** The shared page header while its page loads: breadcrumb and headline at their final size. */
export function PageHeaderSkeleton() {
  return (
    <div className={root} aria-hidden="true">
      <Skeleton width="14rem" height="0.9rem" />
      <Skeleton width="min(36rem, 80%)" height="2.6rem" />
    </div>
  );
}

const root = css`
  display: grid;
  gap: 1rem;
`;
