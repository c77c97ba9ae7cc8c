import { css } from 'goober';
import { t } from '../../../common/i18n';
import type { Lang } from '../../../common/routes';
import { colors, mq, timings } from '../../../common/theme';
import { useScrolledPast } from './use-scrolled-past';

const REDUCED_MOTION_QUERY = mq.reducedMotion.replace('@media ', '');

/** Scrolls to the top in `timings.scrollToTopS` with an ease-out curve; instantly for reduced motion (SPEC §9). */
export function scrollToTop(): void {
  const start = window.scrollY;
  if (start <= 0 || window.matchMedia?.(REDUCED_MOTION_QUERY).matches) {
    window.scrollTo(0, 0);
    return;
  }
  const duration = timings.scrollToTopS * 1000;
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    window.scrollTo(0, start * (1 - progress) ** 3);
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Button back to the top, shown once the page is scrolled half a window height (SPEC §9). */
export function ScrollToTop({ lang }: { lang: Lang }) {
  const visible = useScrolledPast(0.5);
  return (
    <button type="button" className={button} hidden={!visible} onClick={scrollToTop}>
      <span aria-hidden="true">↑</span>
      <span className={label}>{t(lang).header.scrollToTop()}</span>
    </button>
  );
}

const button = css`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 25;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.35rem;
  min-width: 3rem;
  height: 3rem;
  padding: 0 0.75rem;
  border: 0;
  border-radius: 1.5rem;
  background: ${colors.primary};
  color: ${colors.onPrimary};
  font: inherit;
  cursor: pointer;
  &[hidden] {
    display: none;
  }
  ${mq.print} {
    display: none;
  }
`;

const label = css`
  ${mq.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;
