/** The event list module's renderer loads with its first use, so pages without one do not carry it (ARCHITECTURE "Budgets"). */
import { lazyPart } from '../../lazy-part';

export const EventList = lazyPart(() => import('./render').then((m) => m.default));
