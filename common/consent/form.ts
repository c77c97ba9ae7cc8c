/**
 * The consent banner as a form: the server draws the banner in every page, and its
 * buttons POST here, so a decision works before the page's code arrives or without JavaScript at
 * all. The app enhances the same form and decides in the browser instead. One place for the names
 * both sides read.
 */
import { ALL_GRANTED, CONSENT_CATEGORIES, REQUIRED_ONLY, type ConsentState } from './categories';

/** Where the banner's form posts (server/features/consent). */
export const CONSENT_FORM_PATH = '/api/consent/';
/** The submit button's name; its value is one of CONSENT_DECISIONS. */
export const DECISION_FIELD = 'decision';
/** The page to return to (common/safe-next.ts checks it). */
export const NEXT_FIELD = 'next';
/** 'all': Accept all; 'save': the ticked categories; 'delete': required only, other cookies removed. */
export const CONSENT_DECISIONS = ['all', 'save', 'delete'] as const;
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number];

export function isConsentDecision(value: unknown): value is ConsentDecision {
  return (CONSENT_DECISIONS as readonly unknown[]).includes(value);
}

/** The state a decision stands for; `ticked` says whether a category's checkbox was on (only 'save' reads it). */
export function consentOfDecision(decision: ConsentDecision, ticked: (category: string) => boolean): ConsentState {
  if (decision === 'all') return ALL_GRANTED;
  if (decision === 'delete') return REQUIRED_ONLY;
  const state: ConsentState = { ...REQUIRED_ONLY };
  for (const category of CONSENT_CATEGORIES) if (category !== 'required') state[category] = ticked(category);
  return state;
}
