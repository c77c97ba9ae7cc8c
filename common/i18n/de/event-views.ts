/**
 * The event list, its filters and the event overlay (SPEC §2 "Event list page", "Event overlay").
 * A feature namespace (common/i18n/namespace.ts): only the lazy events and overlay chunks read it, so
 * the first load of every page does not carry it (ARCHITECTURE "Budgets").
 */
export default {
  filters: {
    label: 'Programm filtern',
    room: 'Ort',
    type: 'Format',
    tag: 'Themen',
    series: 'Reihe',
    genre: 'Genre',
    access: 'Barrierefreiheit',
    date: 'Datum',
    open: 'Filter',
    openCount: 'Filter ({count:number})',
    dialogTitle: 'Programm filtern',
    showResults: 'Ergebnisse anzeigen',
    close: 'Schließen',
    selected: 'Ausgewählte Filter',
    remove: 'Filter entfernen: {name}',
    removeAll: 'Alle Filter entfernen',
    from: 'ab {date}',
    /** The period list without JavaScript, its first choice. */
    fromToday: 'ab heute',
  },
  calendar: {
    label: 'Tag wählen',
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
    noEvents: '{date}: keine Veranstaltungen',
    hint: 'Nur Tage mit Veranstaltungen lassen sich wählen.',
  },
  list: {
    label: 'Veranstaltungen',
    loading: 'Veranstaltungen werden geladen …',
    loadMore: 'Weitere Veranstaltungen laden',
    count: '{count:number} {{Veranstaltung|Veranstaltungen}}',
    tickets: 'Karten',
    ticketsFor: 'Karten für {title}',
    priceFrom: 'ab {price}',
    /** Instead of 'Karten'. */
    free: 'Eintritt frei',
    failed: 'Die Veranstaltungen konnten nicht geladen werden. Bitte versuchen Sie es noch einmal.',
    retry: 'Erneut versuchen',
    end: 'Das sind alle Veranstaltungen zu Ihrer Auswahl.',
  },
  empty: {
    title: 'Leider hat Ihre Auswahl kein Ergebnis ergeben.',
    text: 'Bitte löschen Sie einen der Filter oder versuchen Sie eine andere Kombination.',
    reset: 'Filter zurücksetzen',
  },
  overlay: {
    /** SPEC §2: the overlay's title when the events page headline cannot be read. */
    title: 'Programm und Karten',
    close: 'Programm schließen',
  },
};
