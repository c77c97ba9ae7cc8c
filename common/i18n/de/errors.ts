/** The error page (SPEC §2 "Error page", §8). */
export default {
  title: 'Fehler {status:number}',
  notFound: 'Diese Seite konnte nicht gefunden werden',
  offline: 'Website offline',
  offlineHint: 'Wir arbeiten gerade an der Website. Bitte versuchen Sie es in Kürze noch einmal.',
  unknown: 'Ein unbekannter Fehler ist aufgetreten',
  errorPageFailed: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten',
  connectionLost: 'Keine Verbindung zum Internet. Bitte prüfen Sie Ihre Verbindung.',
};
