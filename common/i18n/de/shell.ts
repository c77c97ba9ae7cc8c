/** Texts of the HTML shell's head: the site's name and the fallbacks when a page gives none. */
export default {
  siteName: 'Kulturzentrum Alte Synagoge',
  defaultDescription:
    'Konzerte, Theater, Lesungen und Ausstellungen in der ehemaligen Synagoge: Programm, Karten und alles für Ihren Besuch.',
  notFoundTitle: 'Seite nicht gefunden',
  offlineTitle: 'Website offline',
  /** Tab titles of routes that have neither a CMS page nor data naming them. */
  webshopTitle: 'Tickets und Webshop',
  hubTitle: 'Redaktion',
};
