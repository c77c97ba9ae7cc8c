/**
 * The error page's texts (SPEC §2 "Error page", §8). A feature namespace: only the lazy error page
 * chunk and the server read them, so they never weigh on the first load (ARCHITECTURE "Budgets").
 */
export default {
  notFound: 'Diese Seite konnte nicht gefunden werden',
  offline: 'Website offline',
  offlineHint: 'Wir arbeiten gerade an der Website. Bitte versuchen Sie es in Kürze noch einmal.',
  /** 400: a malformed address, e.g. a filter date that does not exist (SPEC §5 "invalid query parameter"). */
  invalidAddress: 'Ungültige Adresse',
  invalidAddressHint: 'Bitte prüfen Sie die Adresse, etwa das Datum oder die Filter.',
  unknown: 'Ein unbekannter Fehler ist aufgetreten',
  errorPageFailed: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten',
};
