/**
 * The accessibility statement's facts (BITV 2.0 §7, BFSG): status and last check
 * in one item, the known exceptions as a list editors keep in order. The statement page shows both.
 */
import { CONFORMANCE_LEVELS } from '../api/accessibility';
import type { Label } from '../modules/define';
import { defineCollection, label } from './define';
import { createdAtField, positionField, updatedAtField } from './shared-fields';

export const accessibilityStatement = defineCollection({
  slug: 'accessibility-statement',
  path: 'accessibility/statement',
  label: { singular: label('Erklärung zur Barrierefreiheit', 'Accessibility statement'), plural: label('Erklärung zur Barrierefreiheit', 'Accessibility statement') },
  fields: {
    conformance: {
      kind: 'choice',
      label: label('Stand der Vereinbarkeit', 'Compliance status'),
      options: { full: label('Vollständig vereinbar', 'Fully compliant'), partial: label('Teilweise vereinbar', 'Partially compliant'), none: label('Nicht vereinbar', 'Not compliant') } satisfies Record<(typeof CONFORMANCE_LEVELS)[number], Label>,
      required: true, default: 'partial' },
    checkedOn: { kind: 'date', label: label('Zuletzt geprüft am', 'Last checked on') },
    checkMethod: { kind: 'text', label: label('Wie geprüft wurde', 'How it was checked'), translatable: true, maxLength: 1000 },
    updatedAt: updatedAtField,
  },
  titleField: 'conformance',
  listColumns: ['conformance', 'checkedOn', 'updatedAt'],
  searchFields: [],
  sortFields: ['id'],
  defaultSort: { field: 'id', dir: 'asc' },
  singleton: true,
});

export const accessibilityException = defineCollection({
  slug: 'accessibility-exception',
  path: 'accessibility/exception',
  label: { singular: label('Bekannte Barriere', 'Known barrier'), plural: label('Bekannte Barrieren', 'Known barriers') },
  fields: {
    title: { kind: 'text', label: label('Was ist nicht barrierefrei?', 'What is not accessible?'), translatable: true, required: true, maxLength: 300 },
    text: { kind: 'text', label: label('Grund und Alternative', 'Reason and alternative'), translatable: true, maxLength: 2000 },
    position: positionField,
    createdAt: createdAtField,
  },
  titleField: 'title',
  listColumns: ['title', 'position'],
  searchFields: ['title'],
  sortFields: ['position', 'id'],
  defaultSort: { field: 'position', dir: 'asc' },
  orderField: 'position',
});
