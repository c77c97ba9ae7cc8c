import { useEffect, useState } from 'react';
import { readCookie } from '../../../common/api/browser-cookie';
import { SESSION_HINT_COOKIE } from '../../../common/api/cookies';

/**
 * Whether a session may exist, from the non-secret hint cookie (ARCHITECTURE "Sessions"), so anonymous
 * visitors never pay for the user call. Read after mount, like every cookie.
 */
export function useLoggedIn(): boolean {
  const [loggedIn, setLoggedIn] = useState(false);
  useEffect(() => setLoggedIn(readCookie(SESSION_HINT_COOKIE) !== undefined), []);
  return loggedIn;
}
