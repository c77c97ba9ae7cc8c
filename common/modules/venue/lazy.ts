/** The venue and venue list renderers share one lazy chunk: a venue list always brings venues. */
import { lazyRenderer } from '../shared/lazy-renderer';

export const Venue = lazyRenderer(() => import('./renderers').then((m) => m.Venue));
export const VenueList = lazyRenderer(() => import('./renderers').then((m) => m.VenueList));
