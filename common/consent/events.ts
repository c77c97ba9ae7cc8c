/** Window event that opens the cookie settings; the footer's "Cookie settings" sends it (SPEC §2 "Footer"). */
export const CONSENT_OPEN_EVENT = 'consent:open';
