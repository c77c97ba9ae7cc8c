import { defineModule } from '../define';

/**
 * SPEC §3 Event list: the programme inside a page. From `date_from` (today when empty) up to
 * `date_to`, optionally one event tag (its id), or one of the quick ranges `filters`: the next three
 * days or the coming weekend. Teaser items as children follow the list.
 */
export default defineModule({
  type: 'event-list',
  label: { de: 'Veranstaltungsliste', en: 'Event list' },
  fields: {
    date_from: { kind: 'date' },
    date_to: { kind: 'date' },
    tag: { kind: 'number', min: 1 },
    filters: { kind: 'select', options: ['next_3_days', 'weekend'] },
  },
  children: ['teaser-item'],
});
