/**
 * The error page as its own chunk: most visits never need it, and the home route's first load
 * has a 30 KB budget (ARCHITECTURE "Budgets").
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { withReloadGuard } from '../router/chunk-reload';

const ErrorPageChunk = lazy(withReloadGuard(() => import('./error-page').then((m) => ({ default: m.ErrorPage }))));

export function LazyErrorPage(props: ComponentProps<typeof ErrorPageChunk>) {
  return (
    <Suspense fallback={null}>
      <ErrorPageChunk {...props} />
    </Suspense>
  );
}
