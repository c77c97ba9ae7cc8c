/** The accessibility statement's facts as a statement page carries them. */

/** BITV 2.0 §7's three answers to "how far does the site comply". */
export const CONFORMANCE_LEVELS = ['full', 'partial', 'none'] as const;
export type ConformanceLevel = (typeof CONFORMANCE_LEVELS)[number];

export interface AccessibilityException {
  title: string;
  text: string;
}

export interface AccessibilityFacts {
  conformance: ConformanceLevel;
  /** ISO timestamp of the last check; null until someone enters it. */
  checked_on: string | null;
  check_method: string;
  exceptions: AccessibilityException[];
}

/** The page content type that makes a CMS page the accessibility statement (its facts attach to it). */
export const STATEMENT_CONTENT_TYPE = 'accessibility-statement';
