/**
 * A page's lazy chunk that the entry can fetch before it hydrates (site/entry.tsx). The first page
 * then hydrates in the same task as the layout around it, so its sections take their turns
 * (`InTurn`, common/lazy-part.tsx) instead of hydrating in one long task whenever the chunk arrives:
 * that task held a phone's main thread for a fifth of a second on the programme (PERFORMANCE "First
 * visit on a phone"). A page shown through `lazy` once stays on it, so a later render never swaps
 * the component under a mounted page.
 */
import { lazy, type ComponentType, type ReactNode } from 'react';
import { withReloadGuard } from '../router/chunk-reload';

export interface LazyPage<P> {
  (props: P): ReactNode;
  /** Fetches the chunk; settles either way (a failed chunk is the error boundary's, as before). */
  preload(): Promise<void>;
}

export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  const guarded = withReloadGuard(load);
  const Lazy = lazy(guarded);
  // Which way the page draws is the chunk's, not a mounted page's: it lives beside the component.
  const way: { ready: ComponentType<P> | null; throughLazy: boolean } = { ready: null, throughLazy: false };
  const Page = (props: P) => {
    const Ready = way.throughLazy ? null : way.ready;
    if (Ready) return <Ready {...props} />;
    way.throughLazy = true;
    return <Lazy {...props} />;
  };
  Page.preload = () =>
    guarded().then(
      (module) => void (way.ready = module.default),
      () => undefined,
    );
  return Page;
}
