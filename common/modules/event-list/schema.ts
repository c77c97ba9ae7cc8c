import { defineModule } from '../define';

/**
 * SPEC §3 Event list: the programme inside a page. From `date_from` (today when empty) up to
 * `date_to`, or one of the quick ranges `filters` (the next three days, the coming weekend), narrowed
 * by the filters a visitor has on the programme page: event type, genre, room and
 * tag, each chosen by its name. Teaser items as children follow the list.
 */
export default defineModule({
  type: 'event-list',
  label: { de: 'Veranstaltungsliste', en: 'Event list' },
  fields: {
    date_from: { kind: 'date', label: { de: 'Ab Datum (leer: heute)', en: 'From date (empty: today)' } },
    date_to: { kind: 'date', label: { de: 'Bis Datum', en: 'Until date' } },
    filters: {
      kind: 'choice',
      label: { de: 'Zeitraum statt der Daten', en: 'Period instead of the dates' },
      options: { next_3_days: { de: 'Die nächsten 3 Tage', en: 'The next 3 days' }, weekend: { de: 'Das kommende Wochenende', en: 'The coming weekend' } },
    },
    type: { kind: 'relation', to: 'exhibition-type', label: { de: 'Veranstaltungsart', en: 'Event type' } },
    genre: { kind: 'relation', to: 'genre', label: { de: 'Genre', en: 'Genre' } },
    room: { kind: 'relation', to: 'room', label: { de: 'Raum', en: 'Room' } },
    tag: { kind: 'relation', to: 'event-tag', label: { de: 'Schlagwort', en: 'Tag' } },
  },
  children: ['teaser-item'],
});
