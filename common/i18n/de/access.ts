/** Access features, event states and the calendar export, in the programme's chunks only. */
export default {
  accessApply: 'Filter anwenden',
  feed: 'Als Kalender abonnieren',
  feedHint: 'Die Auswahl als Kalender-Abo (webcal) – oder diese Adresse im Kalender eintragen:',
  heading: 'Barrierefreiheit',
  previously: 'Bisheriger Termin: {date}',
  addToCalendar: 'In den Kalender',
  addToCalendarFor: 'In den Kalender: {title}',
  feedName: 'Programm',
};
