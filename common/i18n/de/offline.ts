/** The offline page the service worker shows for a page not seen before. */
export default {
  documentTitle: 'Offline',
  title: 'Keine Verbindung',
  text: 'Diese Seite haben Sie noch nicht besucht, und ohne Internetverbindung können wir sie nicht laden. Seiten, die Sie schon geöffnet hatten, stehen Ihnen weiterhin zur Verfügung.',
  retry: 'Erneut versuchen',
  home: 'Zur Startseite',
};
