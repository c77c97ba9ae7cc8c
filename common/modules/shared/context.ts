/** Where a module sits, for decisions only its surroundings can make (image `sizes`, the LCP image). */
import { createContext, useContext } from 'react';

export interface Placement {
  /** Columns of twelve the module spans on wide screens, for the `sizes` of its images. */
  span: number;
  /** In the page's first section: a hero image here is the LCP candidate and loads eagerly. */
  first: boolean;
}

export const PlacementContext = createContext<Placement>({ span: 12, first: true });

export function usePlacement(): Placement {
  return useContext(PlacementContext);
}
