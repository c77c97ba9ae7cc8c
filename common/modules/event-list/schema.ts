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
    date_from: { kind: 'date', label: { de: 'Ab Datum (leer: heute)', en: 'From date (empty: today)' } },
    date_to: { kind: 'date', label: { de: 'Bis Datum', en: 'Until date' } },
    tag: { kind: 'number', label: { de: 'Schlagwort (ID)', en: 'Tag (id)' }, min: 1 },
    filters: { kind: 'select', label: { de: 'Schnellauswahl (nächste 3 Tage oder Wochenende)', en: 'Quick range (next 3 days or weekend)' }, options: ['next_3_days', 'weekend'] },
  },
  children: ['teaser-item'],
});
