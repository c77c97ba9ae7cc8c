/**
 * The programme pages while their data loads (SPEC §2 "Loading skeletons": event detail, productions,
 * ensemble, venue detail, series detail): blocks at the size the content will take. They also stand
 * in while a page's chunk loads (site/pages/skeletons.ts), so they use only the core dictionary.
 */
import { t } from '../../../common/i18n';
import type { Lang } from '../../../common/routes';
import { Skeleton, SkeletonRegion } from '../../layout/skeleton/skeleton';
import { cardGrid, intro, page } from './styles';

/** A detail page: headline, facts box, media and text. */
export function DetailSkeleton({ lang }: { lang: Lang }) {
  return (
    <SkeletonRegion label={t(lang).site.loading()}>
      <div className={page}>
        <div className={intro}>
          <div style={{ display: 'grid', gap: '1rem' }}>
            <Skeleton width="8rem" height="0.9rem" />
            <Skeleton width="min(36rem, 90%)" height="2.8rem" />
            <Skeleton lines={3} />
          </div>
          <Skeleton height="14rem" />
        </div>
        <Skeleton height="clamp(12rem, 35vw, 28rem)" />
        <Skeleton lines={5} />
      </div>
    </SkeletonRegion>
  );
}

/** A list of cards (productions, ensemble, series). */
export function CardsSkeleton({ lang, count = 6 }: { lang: Lang; count?: number }) {
  return (
    <SkeletonRegion label={t(lang).site.loading()}>
      <ul className={cardGrid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} style={{ display: 'grid', gap: '0.5rem' }}>
            <Skeleton height="11rem" />
            <Skeleton width="70%" height="1.3rem" />
            <Skeleton width="40%" />
          </li>
        ))}
      </ul>
    </SkeletonRegion>
  );
}
