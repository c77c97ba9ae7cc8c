/**
 * A renderer whose code loads with its first use, so pages without that module do not carry it
 * (ARCHITECTURE "Budgets": nothing more in the home route's first load). Renders nothing meanwhile.
 */
import { lazy, Suspense, type ComponentType } from 'react';

export function lazyRenderer<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Render = lazy(() => load().then((component) => ({ default: component })));
  return function LazyRenderer(props: P) {
    return (
      <Suspense fallback={null}>
        <Render {...props} />
      </Suspense>
    );
  };
}
