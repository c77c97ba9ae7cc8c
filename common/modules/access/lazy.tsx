/**
 * The access and state parts as lazy parts (common/lazy-part.tsx): the server renders them in full,
 * their code joins as the page hydrates, so the programme's page chunks stay within their budget.
 *
 * Where a part draws nothing for its props it is not rendered at all, so it never waits for its
 * code during the hydration: a part waiting there keeps what the server drew in its place, and where
 * the server drew nothing Preact took the next element for it. On every event page the kicker
 * ('Premiere') got the lead's style and the lead lost its own (DECISIONS "A lazy part the server
 * drew nothing for").
 */
import type { ComponentProps } from 'react';
import { lazyPart } from '../../lazy-part';
import { showsBadges, showsState } from './shown';

const LazyAccessBadges = lazyPart(() => import('./access-features').then((m) => m.AccessBadges));
const LazyEventState = lazyPart(() => import('./event-state').then((m) => m.EventState));

export const EventPageAccess = lazyPart(() => import('./access-features').then((m) => m.EventPageAccess));

export function AccessBadges(props: ComponentProps<typeof LazyAccessBadges>) {
  return showsBadges(props.access) ? <LazyAccessBadges {...props} /> : null;
}

export function EventState(props: ComponentProps<typeof LazyEventState>) {
  return showsState(props.event) ? <LazyEventState {...props} /> : null;
}
