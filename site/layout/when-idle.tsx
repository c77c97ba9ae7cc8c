/**
 * A layout part the first paint does not need (the footer below the fold, the sticky navigation
 * that appears on scrolling): its code loads once the browser is idle, outside the first load
 * (ARCHITECTURE "Budgets"). Both parts are positioned so that their arrival shifts nothing in view.
 */
import type { ComponentType, ReactNode } from 'react';
import { lazyPart } from '../../common/lazy-part';
import { afterIdle } from '../idle';
import { report } from '../monitoring/report';

/** `fallback` holds the part's place until it arrives, where its absence would move its neighbours. */
export function whenIdle<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  return lazyPart(load, { start: afterIdle, fallback: () => fallback, onError: (error) => report(error, { feature: 'idle-part' }) });
}
