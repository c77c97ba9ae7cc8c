import Cookies from 'js-cookie';
import { readCookie } from '../../../common/api/browser-cookie';
import { ALERT_DISMISSED_COOKIE } from '../../../common/api/cookies';

/** A dismissal holds for a year, for the whole site (SPEC §4 "Top alert"). */
const DISMISSAL_DAYS = 365;

/** The id of the alert the visitor closed last, if any. */
export function dismissedAlertId(): string | undefined {
  return readCookie(ALERT_DISMISSED_COOKIE);
}

export function dismissAlert(id: number): void {
  Cookies.set(ALERT_DISMISSED_COOKIE, String(id), { path: '/', expires: DISMISSAL_DAYS, sameSite: 'Lax' });
}
