/**
 * The user state (SPEC §4 "User state: update fills all fields, clear resets to empty/false"), filled
 * from GET /api/user-details/. Only the lazy user menu and the user pages import it: the calls are
 * written here, not in common/api/client.ts, so they never ride in the first load (ARCHITECTURE "Budgets").
 */
import { signal } from '@preact/signals-react';
import { call, hasSessionHint } from '../../common/api/client';
import * as endpoints from '../../common/api/endpoints/pages';
import type { UserDetails } from '../../common/api/types';
import de from '../../common/i18n/de/user';
import en from '../../common/i18n/en/user';
import { namespace } from '../../common/i18n/namespace';
import { isEditAddress } from '../../common/editor-seam';
import { canEdit } from '../../common/roles';

/** Strings of the user menu and the user pages (common/i18n/namespace.ts). */
export const tUser = namespace({ de, en });


/** Not asked yet, on its way, answered, or failed (SPEC §8: user-details errors are only logged). */
export type UserStatus = 'idle' | 'loading' | 'ready' | 'failed';

export const EMPTY_USER: UserDetails = {
  has_dashboard_online_access: false,
  is_logged_in: false,
  username: '',
  email: '',
  first_name: '',
  last_name: '',
  login_url: '',
  logout_url: '',
  webshop_url: '',
};

export const user = signal<UserDetails>(EMPTY_USER);
export const userStatus = signal<UserStatus>('idle');
/** False while an editor hides the editor toolbar: then the header drops its logged-in style (SPEC §2). */
export const editorToolbarVisible = signal(true);

export function updateUser(details: UserDetails): void {
  const hadSession = user.peek().is_logged_in || userStatus.peek() === 'loading';
  user.value = { ...EMPTY_USER, ...details };
  userStatus.value = 'ready';
  // The editor loads only for accounts that may edit; a session that ended under
  // `?edit` loads it too, so it can open its sign-in (SPEC §4). Anonymous visitors never get here.
  if (canEdit(details.role) || (hadSession && !details.is_logged_in && isEditAddress(location.search))) void import('../editor-loader').then((m) => m.startEditor());
}

export function clearUser(): void {
  user.value = EMPTY_USER;
}

/** First and last name; the username for accounts without a name. */
export function displayName(details: UserDetails): string {
  return `${details.first_name} ${details.last_name}`.trim() || details.username;
}

let pending: Promise<void> | null = null;

/**
 * Asks the server once per page load, and never without the `logged_in` hint cookie: anonymous
 * visitors do not pay for the user call (ARCHITECTURE "Sessions").
 */
export function loadUser(): Promise<void> {
  if (userStatus.peek() === 'ready') return Promise.resolve();
  if (!hasSessionHint()) {
    clearUser();
    userStatus.value = 'ready';
    return Promise.resolve();
  }
  if (!pending) {
    userStatus.value = 'loading';
    pending = call(endpoints.userDetails, {}, true).then(updateUser, (error: unknown) => {
      console.error('user details', error);
      userStatus.value = 'failed';
      pending = null;
    });
  }
  return pending;
}

/** Ends the session on the server (POST with the CSRF header); its answer is the anonymous state. */
export async function logout(): Promise<void> {
  updateUser(await call(endpoints.logout, {}));
}

/** Forgets everything between tests. */
export function resetUser(): void {
  pending = null;
  user.value = EMPTY_USER;
  userStatus.value = 'idle';
}
