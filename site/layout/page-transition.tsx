/**
 * Page transitions (SPEC §2 "Visual variants": about 0.5 s; 0.09 s stagger between the first blocks).
 * Enter: keyed by path by the caller, so every new page's blocks fade in (the static rules of
 * PAGE_ENTER_CLASS in common/styles/document-css.ts, free for the first-load budget). Leave: a client
 * navigation runs in a view transition, so the old page fades out while the new one fades in.
 * Nothing moves for visitors who prefer reduced motion.
 */
import type { ReactNode } from 'react';
import type { AroundNavHandler } from 'wouter';
import { PAGE_ENTER_CLASS } from '../../common/styles/class-names';
import { mq } from '../../common/theme';

const REDUCED_MOTION = mq.reducedMotion.slice(7);

export function PageTransition({ children }: { children: ReactNode }) {
  return <div className={PAGE_ENTER_CLASS}>{children}</div>;
}

/**
 * wouter's navigation wrapper: a new address (not a `replace`, which redirects and the programme's
 * filters use) runs inside `document.startViewTransition`. Browsers without it, and visitors who
 * prefer reduced motion, navigate at once.
 */
export const leaveTransition: AroundNavHandler = (navigate, to, options) => {
  if (options?.replace || !document.startViewTransition || matchMedia(REDUCED_MOTION).matches) return navigate(to, options);
  // The new route renders in Preact's next task; the transition shows it once that has run.
  document.startViewTransition(() => {
    navigate(to, options);
    return new Promise<void>((resolve) => setTimeout(resolve));
  });
};
