/** Opening hours and their exceptions for single days (SPEC §4 "Opening hours"). */
import { defineCollection, label } from './define';

const time = (de: string, en: string) => ({ kind: 'text', label: label(de, en), maxLength: 5, validators: [(v: unknown) => (typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v) ? null : 'notText')] }) as const;
const shared = {
  timeFrom: time('Von (HH:MM)', 'From (HH:MM)'),
  timeTo: time('Bis (HH:MM)', 'Until (HH:MM)'),
  closed: { kind: 'boolean', label: label('Geschlossen', 'Closed') },
  alternativeText: { kind: 'text', label: label('Ersatztext', 'Alternative text'), translatable: true, maxLength: 300 },
  alternativeLinkUrl: { kind: 'link', label: label('Ersatzlink', 'Alternative link') },
} as const;

export const openingHours = defineCollection({
  slug: 'opening-hours',
  path: 'opening_hours/openinghours',
  label: { singular: label('Öffnungszeit', 'Opening hours'), plural: label('Öffnungszeiten', 'Opening hours') },
  fields: { weekday: {
      kind: 'choice',
      label: label('Wochentag', 'Weekday'),
      options: {
        1: label('Montag', 'Monday'),
        2: label('Dienstag', 'Tuesday'),
        3: label('Mittwoch', 'Wednesday'),
        4: label('Donnerstag', 'Thursday'),
        5: label('Freitag', 'Friday'),
        6: label('Samstag', 'Saturday'),
        7: label('Sonntag', 'Sunday'),
      },
      numeric: true,
      required: true,
    }, ...shared },
  titleField: 'weekday',
  listColumns: ['weekday', 'timeFrom', 'timeTo', 'closed'],
  filters: ['weekday', 'closed'],
  searchFields: [],
  sortFields: ['weekday', 'id'],
  defaultSort: { field: 'weekday', dir: 'asc' },
});

export const openingHoursException = defineCollection({
  slug: 'opening-hours-exception',
  path: 'opening_hours/exception',
  label: { singular: label('Ausnahme', 'Exception'), plural: label('Ausnahmen der Öffnungszeiten', 'Opening hours exceptions') },
  fields: { day: { kind: 'date', label: label('Tag', 'Day'), required: true }, ...shared },
  titleField: 'day',
  listColumns: ['day', 'timeFrom', 'timeTo', 'closed'],
  filters: ['closed'],
  searchFields: [],
  sortFields: ['day', 'id'],
  defaultSort: { field: 'day', dir: 'desc' },
});
