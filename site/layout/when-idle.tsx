/**
 * A layout part the first paint does not need (the footer below the fold, the sticky navigation
 * that appears on scrolling): its code loads once the browser is idle, outside the first load
 * (ARCHITECTURE "Budgets"). Both parts are positioned so that their arrival shifts nothing in view.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterIdle } from '../idle';

/** `fallback` holds the part's place until it arrives, where its absence would move its neighbours. */
export function whenIdle<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
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
