/**
 * The access and state parts as lazy parts (common/lazy-part.tsx): the server renders them in full,
 * their code joins as the page hydrates, so the programme's page chunks stay within their budget.
 */
import { lazyPart } from '../../lazy-part';

export const AccessBadges = lazyPart(() => import('./access-features').then((m) => m.AccessBadges));
export const EventPageAccess = lazyPart(() => import('./access-features').then((m) => m.EventPageAccess));
export const EventState = lazyPart(() => import('./event-state').then((m) => m.EventState));
