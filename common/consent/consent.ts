/**
 * The visitor's cookie and media consent (SPEC §6, §9 "Cookie categories"). One signal for the whole
 * app: the consent manager (site/widgets/consent) restores it from the consent cookie and keeps every
 * decided change there; embeds and trackers read it.
 */
import { signal } from '@preact/signals-react';
import { REQUIRED_ONLY, type ConsentCategory, type ConsentState } from './categories';

export { CONSENT_CATEGORIES, type ConsentCategory, type ConsentState } from './categories';

/** The first-party cookie that keeps the decision (./cookie.ts); a required cookie itself. */
export const CONSENT_COOKIE = 'consent';

/** Nothing but the required cookies until the visitor says otherwise. */
export const consent = signal<ConsentState>(REQUIRED_ONLY);

/** Whether the visitor has decided (in the current consent revision); until then the banner asks and nothing is stored. */
export const consentDecided = signal(false);

/** The visitor's decision in the banner or the settings. */
export function decideConsent(state: ConsentState): void {
  consentDecided.value = true;
  consent.value = { ...state, required: true };
}

/** Grants one category, e.g. "Always allow external media" on an embed placeholder. */
export function allowCategory(category: ConsentCategory): void {
  if (!consent.value[category]) consent.value = { ...consent.value, [category]: true };
}

/** Reads the signal, so a component calling it re-renders when consent changes. */
export function hasConsent(category: ConsentCategory): boolean {
  return consent.value[category];
}
