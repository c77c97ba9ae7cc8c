import { css } from 'goober';
import { t } from '../../../common/i18n';
import type { Lang } from '../../../common/routes';
import { sizes } from '../../../common/theme';
import { Skeleton, SkeletonRegion } from './skeleton';

/** A CMS page while it loads: a wide media block and two text sections. */
export function CmsPageSkeleton({ lang }: { lang: Lang }) {
  return (
    <SkeletonRegion label={t(lang).site.loading()}>
      <div className={root}>
        <Skeleton height="clamp(12rem, 35vw, 28rem)" />
        <Skeleton width="min(28rem, 70%)" height="1.8rem" />
        <Skeleton lines={4} />
        <Skeleton lines={3} />
      </div>
    </SkeletonRegion>
  );
}

const root = css`
  display: grid;
  gap: 1.5rem;
  max-width: ${sizes.maxContainer};
  margin: 0 auto;
  padding: 2rem ${sizes.gutter};
`;
