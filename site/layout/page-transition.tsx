/**
 * Page transitions (SPEC §2 "Visual variants": about 0.5 s; 0.09 s stagger between the first blocks).
 * Enter: keyed by path by the caller, so every new page's blocks fade in (the static rules of
 * PAGE_ENTER_CLASS in common/styles/document-css.ts, free for the first-load budget). Leave: a client
 * navigation runs in a view transition (leaveTransition in site/router/navigation.ts), so the old
 * page fades out while the new one fades in.
 * Nothing moves for visitors who prefer reduced motion.
 */
import type { ReactNode } from 'react';
import { PAGE_ENTER_CLASS } from '../../common/styles/class-names';

export function PageTransition({ children }: { children: ReactNode }) {
  return <div className={PAGE_ENTER_CLASS}>{children}</div>;
}
