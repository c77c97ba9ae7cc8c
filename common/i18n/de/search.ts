/**
 * The site search (SPEC §2 "Search", §4 search form states): the form, autocomplete and results page,
 * read only by the lazy search chunks. The header's search button names itself from the core header
 * dictionary (`header.openSearch`), so none of this is in the first load.
 */
export default {
  form: 'Suche',
  label: 'Suchbegriff',
  placeholder: 'Wonach suchen Sie?',
  submit: 'Suchen',
  clear: 'Eingabe löschen',
  close: 'Suche schließen',
  suggestions: 'Suchvorschläge',
  suggestionsCount: '{count:number} {{Vorschlag|Vorschläge}} – mit den Pfeiltasten auswählen',
  title: 'Suche',
  resultsFor: 'Suchergebnisse für „{query:string}“',
  start: 'Geben Sie einen Suchbegriff ein, um Veranstaltungen, Produktionen, Beiträge und Seiten zu finden.',
  tabs: 'Ergebnisse nach Bereich',
  all: 'Alle',
  events: 'Veranstaltungen',
  others: 'Weitere Inhalte',
  tabCount: '{name:string} ({count:number})',
  showAll: 'Alle {count:number} Treffer unter „{name:string}“ anzeigen',
  noResultsTitle: 'Leider keine Treffer für „{query:string}“.',
  noResultsText: 'Bitte prüfen Sie die Schreibweise oder versuchen Sie es mit einem anderen Suchbegriff.',
  noUpcomingEvents: 'Zu Ihrer Suche gibt es zurzeit keine kommenden Veranstaltungen.',
  pages: 'Seiten der Suchergebnisse',
  previous: 'Vorherige Seite',
  next: 'Nächste Seite',
  page: 'Seite {page:number}',
  loading: 'Suchergebnisse werden geladen',
  kinds: {
    event: 'Veranstaltung',
    production: 'Produktion',
    person: 'Ensemble',
    article: 'Mediathek',
    page: 'Seite',
  },
};
