/**
 * A renderer whose code loads only when its module comes near the viewport (ARCHITECTURE
 * "Budgets"): third-party embeds, FAQs, quotes and lists usually sit below the fold, so the first
 * load carries only the renderers a visitor sees first. Until then a placeholder holds the module's
 * anchor id, so a link to it still scrolls there (and that scroll loads it).
 */
import type { ReactNode } from 'react';
import { lazyPart } from '../lazy-part';

export function deferred<P extends { data: object }>(load: () => Promise<(props: P) => ReactNode>): (props: P) => ReactNode {
  return lazyPart<P>(load, {
    start: 'visible',
    fallback: ({ data }, ref) => {
      const anchor = 'anchor' in data ? data.anchor : undefined;
      return <div ref={ref} id={typeof anchor === 'string' && anchor ? anchor : undefined} data-deferred-module="" />;
    },
    onError: (error) => console.error('A page module could not be loaded.', error),
  });
}
