/** Every demo page, parents before children, in menu order. */
import { aboutPages } from './about';
import { homePage } from './home';
import { housePages } from './house';
import { legalPages } from './legal';
import { listingPages } from './listings';
import type { PageSeed, SeedContext } from './types';
import { visitPages } from './visit';

export function demoPages(context: SeedContext): PageSeed[] {
  return [homePage(context), ...listingPages(context), ...housePages(context), ...visitPages(context), ...aboutPages(context), ...legalPages(context)];
}
