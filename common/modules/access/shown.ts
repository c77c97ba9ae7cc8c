/**
 * Whether the state and access parts draw anything: one place for the lazy parts' wrappers
 * (lazy.tsx), which must not render a part the server drew nothing for, and the parts themselves.
 */
import type { EventStatusInfo } from '../../api/access';

/** A scheduled event shows no state; a cancelled, moved or rescheduled one does. */
export const showsState = (event: Pick<EventStatusInfo, 'status'>): boolean => event.status !== 'scheduled';

export const showsBadges = (access: readonly unknown[]): boolean => access.length > 0;
