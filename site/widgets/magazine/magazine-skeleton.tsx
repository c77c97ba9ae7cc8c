/** The magazine list's skeleton (SPEC §2 "Loading skeletons": magazine list): title, category links and cards in outline. */
import type { Lang } from '../../../common/routes';
import { Skeleton, SkeletonRegion } from '../../layout/skeleton/skeleton';
import { grid } from '../../../common/modules/blog-teaser-list/article-cards';
import { tMagazine } from './strings';

/** Cards the skeleton outlines: two rows of three. */
const CARDS = 6;

export function MagazineSkeleton({ lang, titleOnly = false }: { lang: Lang; titleOnly?: boolean }) {
  return (
    <SkeletonRegion label={tMagazine(lang).loading()}>
      <div style={{ display: 'grid', gap: '2rem' }}>
        <Skeleton width="50%" height="3rem" />
        {titleOnly ? null : <Skeleton width="80%" height="2.5rem" />}
        <ul className={grid} aria-hidden="true">
          {Array.from({ length: CARDS }, (_, i) => (
            <li key={i} style={{ display: 'grid', gap: '0.5rem' }}>
              <Skeleton height="12rem" />
              <Skeleton width="40%" height="0.875rem" />
              <Skeleton width="80%" height="1.4rem" />
              <Skeleton lines={2} />
            </li>
          ))}
        </ul>
      </div>
    </SkeletonRegion>
  );
}
