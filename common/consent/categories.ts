/** The consent categories of SPEC §9 "Cookie categories" and the states the consent manager offers. */

/** SPEC §9: required; tracking (analytics, ads, …); marketing; external media (video, music, podcast, document and form services). */
export const CONSENT_CATEGORIES = ['required', 'tracking', 'marketing', 'externalMedia'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentState = Record<ConsentCategory, boolean>;

/** Nothing but the required cookies: the state before a decision and after "Delete cookies". */
export const REQUIRED_ONLY: ConsentState = { required: true, tracking: false, marketing: false, externalMedia: false };

/** "Accept all". */
export const ALL_GRANTED: ConsentState = { required: true, tracking: true, marketing: true, externalMedia: true };
