/**
 * A renderer whose code loads only when its module comes near the viewport (ARCHITECTURE
 * "Budgets"): third-party embeds, FAQs, quotes and lists usually sit below the fold, so the first
 * load carries only the renderers a visitor sees first. Until then a placeholder holds the module's
 * anchor id, so a link to it still scrolls there (and that scroll loads it).
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** Start loading a screen height before the module scrolls into view. */
const NEAR_VIEWPORT = '100% 0px';

export function deferred<P extends { data: object }>(load: () => Promise<(props: P) => ReactNode>): (props: P) => ReactNode {
  // A renderer that cannot load (offline, a deploy removed the old chunk) leaves its placeholder:
  // the rest of the page keeps working.
  const Renderer = lazy(() =>
    load().then(
      (component) => ({ default: component as ComponentType<P> }),
      (error: unknown) => {
        console.error('A page module could not be loaded.', error);
        return { default: (() => null) as ComponentType<P> };
      },
    ),
  );

  return function Deferred(props: P) {
    const placeholder = useRef<HTMLDivElement>(null);
    const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
    useEffect(() => {
      const element = placeholder.current;
      if (near || !element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [near]);

    const { anchor } = props.data as { anchor?: unknown };
    const id = typeof anchor === 'string' && anchor ? anchor : undefined;
    const hold = <div ref={placeholder} id={id} data-deferred-module="" />;
    if (!near) return hold;
    return (
      <Suspense fallback={hold}>
        <Renderer {...props} />
      </Suspense>
    );
  };
}
