/**
 * Page enter transition (SPEC §2 "Visual variants": about 0.5 s, 0.09 s stagger between the first
 * blocks). Keyed by path by the caller, so every new page fades in; nothing moves for visitors who
 * prefer reduced motion.
 */
import { css, keyframes } from 'goober';
import type { ReactNode } from 'react';
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

const root = css`
  & > * {
    animation: ${enter} ${timings.pageTransitionS}s ease-out both;
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
