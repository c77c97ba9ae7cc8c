/**
 * The hub fields of access features and event states, shared by events, productions,
 * venues and rooms. Options carry their names (common/api/access.ts), so editors never read a code.
 */
import { ACCESS_FEATURE_LABELS, EVENT_STATUS_LABELS } from '../api/access';
import { label, type CollectionField } from './define';

/** Features an editor sets; step-free access and the induction loop are also facts of the place. */
export const accessFeaturesField = {
  kind: 'choice',
  label: label('Barrierefreiheit', 'Access features'),
  options: ACCESS_FEATURE_LABELS,
  many: true,
} as const satisfies CollectionField;

export const surtitleLanguagesField = {
  kind: 'text',
  label: label('Übertitel-Sprachen (z. B. Deutsch, Englisch)', 'Surtitle languages (e.g. German, English)'),
  translatable: true,
  maxLength: 120,
} as const satisfies CollectionField;

export const stepFreeField = { kind: 'boolean', label: label('Stufenloser Zugang', 'Step-free access') } as const satisfies CollectionField;
export const inductionLoopField = { kind: 'boolean', label: label('Induktive Höranlage', 'Induction loop') } as const satisfies CollectionField;

export const eventStateFields = {
  status: { kind: 'choice', label: label('Stand', 'State'), options: EVENT_STATUS_LABELS, default: 'scheduled' },
  previousStartsAt: { kind: 'date', label: label('Bisheriger Termin (bei neuem Termin)', 'Previous date (when rescheduled)') },
  statusNote: { kind: 'text', label: label('Hinweis für Besucher zum Stand', 'Note for visitors on the state'), translatable: true, maxLength: 500 },
} as const satisfies Record<string, CollectionField>;
