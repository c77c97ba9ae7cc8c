/** The event list module's renderer loads with its first use, so pages without one do not carry it (ARCHITECTURE "Budgets"). */
import { lazy, Suspense } from 'react';
import type { RendererProps } from '../renderer-props';
import type declaration from './schema';

const Render = lazy(() => import('./render'));

export function EventList(props: RendererProps<typeof declaration>) {
  return (
    <Suspense fallback={null}>
      <Render {...props} />
    </Suspense>
  );
}
