/**
 * Access features and event states: the codes the database stores
 * (migration 0034), the programme filter and the calendar feeds use, with their names in both
 * languages. Hub fields, cards and pages show these names, never the codes.
 */
import type { Label } from '../modules/define';

/** Where an event stands; 'scheduled' is the ordinary case and shows nothing. */
export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed', 'rescheduled', 'moved'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_STATUS_LABELS: Record<EventStatus, Label> = {
  scheduled: { de: 'Findet statt', en: 'Scheduled' },
  cancelled: { de: 'Abgesagt', en: 'Cancelled' },
  postponed: { de: 'Verschoben – neuer Termin folgt', en: 'Postponed – new date to follow' },
  rescheduled: { de: 'Neuer Termin', en: 'New date' },
  moved: { de: 'Neuer Ort', en: 'New location' },
};

/** No tickets are sold for events in these states (the shop cart refuses them too). */
export const CLOSED_STATUSES: readonly EventStatus[] = ['cancelled', 'postponed'];
export const bookingClosed = (status: EventStatus | undefined): boolean => status !== undefined && CLOSED_STATUSES.includes(status);

/**
 * Access features in the order cards and the filter list them. 'step-free' and 'induction-loop' also
 * come from the event's room or venue (their facts are kept once there).
 */
export const ACCESS_FEATURES = [
  'audio-description',
  'sign-language',
  'surtitles',
  'relaxed',
  'touch-tour',
  'induction-loop',
  'wheelchair',
  'companion',
  'step-free',
] as const;
export type AccessFeature = (typeof ACCESS_FEATURES)[number];

export const ACCESS_FEATURE_LABELS: Record<AccessFeature, Label> = {
  'audio-description': { de: 'Audiodeskription', en: 'Audio description' },
  'sign-language': { de: 'Deutsche Gebärdensprache (DGS)', en: 'German Sign Language (DGS)' },
  surtitles: { de: 'Übertitel', en: 'Surtitles' },
  relaxed: { de: 'Relaxed Performance', en: 'Relaxed performance' },
  'touch-tour': { de: 'Tastführung', en: 'Touch tour' },
  'induction-loop': { de: 'Induktive Höranlage', en: 'Induction loop' },
  wheelchair: { de: 'Rollstuhlplätze', en: 'Wheelchair spaces' },
  companion: { de: 'Begleitperson frei', en: 'Free companion ticket' },
  'step-free': { de: 'Stufenloser Zugang', en: 'Step-free access' },
};

/**
 * The number of each feature in the programme filter's address (`?access=1,2`), which takes numeric
 * ids like the other filters. Fixed forever: a new feature takes the next number.
 */
export const ACCESS_FEATURE_IDS: Record<AccessFeature, number> = {
  'audio-description': 1,
  'sign-language': 2,
  surtitles: 3,
  relaxed: 4,
  'touch-tour': 5,
  'induction-loop': 6,
  wheelchair: 7,
  companion: 8,
  'step-free': 9,
};
export const accessFeatureById = (id: number): AccessFeature | undefined => ACCESS_FEATURES.find((code) => ACCESS_FEATURE_IDS[code] === id);

export const isAccessFeature = (code: string): code is AccessFeature => (ACCESS_FEATURES as readonly string[]).includes(code);

/** One access feature of an event as the API gives it out: name and explanation in the requested language. */
export interface AccessFeatureItem {
  code: AccessFeature;
  name: string;
  /** The hub's short explanation; for surtitles it names the languages. */
  explanation: string;
}

/** What the API says about an event's state, beside its sale state. */
export interface EventStatusInfo {
  status: EventStatus;
  /** The visitor-facing note of the hub, in the requested language; empty when none. */
  status_note: string;
  /** ISO instant of the date before rescheduling, or null. */
  previous_starts_at: string | null;
}
