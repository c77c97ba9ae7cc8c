/**
 * The visitor's cookie and media consent (SPEC §6, §9 "Cookie categories"). One signal for the whole
 * app: the consent manager (cookie banner, settings) will own and persist it; embeds and trackers read it.
 */
import { signal } from '@preact/signals-react';

/** SPEC §9: required; tracking (analytics, ads, …); marketing; external media (video, music, podcast, document and form services). */
export const CONSENT_CATEGORIES = ['required', 'tracking', 'marketing', 'externalMedia'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentState = Record<ConsentCategory, boolean>;

/** Nothing but the required cookies until the visitor says otherwise. */
export const consent = signal<ConsentState>({ required: true, tracking: false, marketing: false, externalMedia: false });

/** Grants one category, e.g. "Always allow external media" on an embed placeholder. */
export function allowCategory(category: ConsentCategory): void {
  if (!consent.value[category]) consent.value = { ...consent.value, [category]: true };
}

/** Reads the signal, so a component calling it re-renders when consent changes. */
export function hasConsent(category: ConsentCategory): boolean {
  return consent.value[category];
}
