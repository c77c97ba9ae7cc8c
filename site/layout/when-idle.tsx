/**
 * A layout part the first paint does not need (the footer below the fold, the sticky navigation
 * that appears on scrolling): its code loads once the browser is idle, outside the first load
 * (ARCHITECTURE "Budgets"). Both parts are positioned so that their arrival shifts nothing in view.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterIdle } from '../idle';
import { report } from '../monitoring/report';

/** `fallback` holds the part's place until it arrives, where its absence would move its neighbours. */
export function whenIdle<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  // A part that cannot load (offline, a deploy removed the old chunk) leaves its place as it was
  // before it arrived; the page around it keeps working (DEVELOPERS: flaky connections).
  const Part = lazy(() =>
    load().then(
      (component): { default: ComponentType<P> } => ({ default: component }),
      (error: unknown): { default: ComponentType<P> } => {
        report(error, { feature: 'idle-part' });
        return { default: () => <>{fallback}</> };
      },
    ),
  );
  let ready = false;
  return function IdlePart(props: P) {
    const [show, setShow] = useState(ready);
    useEffect(() => {
      if (show) return;
      let live = true;
      void afterIdle().then(() => {
        ready = true;
        if (live) setShow(true);
      });
      return () => {
        live = false;
      };
    }, [show]);
    return show ? (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    ) : (
      fallback
    );
  };
}
