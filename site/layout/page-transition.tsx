/**
 * Page transitions (SPEC §2 "Visual variants": about 0.5 s; 0.09 s stagger between the first blocks).
 * Enter: keyed by path by the caller, so every new page's blocks fade in. Leave: a client navigation to
 * another path runs in a view transition, so the old page fades out while the new one fades in
 * (durations in common/styles/document-css.ts). Nothing moves for visitors who prefer reduced motion.
 */
import { css, keyframes } from 'goober';
import type { ReactNode } from 'react';
import type { AroundNavHandler } from 'wouter';
import { mq, timings } from '../../common/theme';

/** How many leading blocks get their own stagger step; later ones come with the last. */
const STAGGERED_BLOCKS = 6;

const enter = keyframes`
  from { opacity: 0; transform: translateY(0.75rem); }
  to { opacity: 1; transform: none; }
`;

const stagger = Array.from(
  { length: STAGGERED_BLOCKS },
  (_, i) => `& > *:nth-child(${i + 1}) { animation-delay: ${(i * timings.pageStaggerS).toFixed(2)}s; }`,
).join('\n');

/**
 * `backwards`, not `both`: a transform animation that keeps filling after it ends makes each block a
 * containing block for `position: fixed`, which trapped the phone's filter sheet inside the programme
 * (issue #9 point 2).
 */
const root = css`
  & > * {
    animation: ${enter} ${timings.pageTransitionS}s ease-out backwards;
    animation-delay: ${(STAGGERED_BLOCKS * timings.pageStaggerS).toFixed(2)}s;
  }
  ${stagger}
  ${mq.reducedMotion} {
    & > * {
      animation: none;
    }
  }
`;

export function PageTransition({ children }: { children: ReactNode }) {
  return <div className={root}>{children}</div>;
}

/**
 * wouter's navigation wrapper: a move to another path (not a `replace`, which redirects and filter
 * addresses use, and not a change of query or hash only) runs inside `document.startViewTransition`.
 * Browsers without it, and visitors who prefer reduced motion, navigate at once.
 */
export const leaveTransition: AroundNavHandler = (navigate, to, options) => {
  const pathname = (path: string) => path.replace(/[?#].*$/, '');
  const animate =
    typeof document.startViewTransition === 'function' &&
    !options?.replace &&
    pathname(String(to)) !== location.pathname &&
    !matchMedia(mq.reducedMotion.replace('@media ', '')).matches;
  if (!animate) return navigate(to, options);
  // The new route renders in Preact's next task; the transition shows it once that has run.
  document.startViewTransition(() => {
    navigate(to, options);
    return new Promise<void>((resolve) => setTimeout(resolve));
  });
};
