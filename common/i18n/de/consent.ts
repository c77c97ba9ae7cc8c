/**
 * The consent manager (SPEC §2 "Cookie banner", §9 "Cookie categories"). A feature namespace: only
 * the lazy banner chunk reads it, so it never weighs on the first load (ARCHITECTURE "Budgets").
 */
export default {
  title: 'Cookies und externe Inhalte',
  intro:
    'Wir verwenden notwendige Cookies, damit diese Website funktioniert. Mit Ihrer Einwilligung nutzen wir außerdem Dienste zur Reichweitenmessung und zum Marketing und zeigen Inhalte externer Anbieter wie Videos, Musik und Dokumente. Ihre Auswahl können Sie jederzeit über „Cookie-Einstellungen“ am Ende jeder Seite ändern.',
  categoriesLegend: 'Kategorien',
  servicesLabel: 'Dienste:',
  categories: {
    required: {
      title: 'Notwendig',
      description: 'Anmeldung, Sicherheit, Ihre Cookie-Auswahl, ausgeblendete Hinweise und der Warenkorb des Ticketshops. Diese Cookies sind immer aktiv.',
      services: 'Diese Website, Ticketshop-Warenkorb',
    },
    tracking: {
      title: 'Statistik und Tracking',
      description: 'Hilft uns zu verstehen, wie Besucherinnen und Besucher unsere Website nutzen und wie unsere Anzeigen wirken.',
    },
    marketing: {
      title: 'Marketing',
      description: 'Ermöglicht es, Ihnen auf anderen Websites und in sozialen Netzwerken Hinweise auf unser Programm zu zeigen.',
    },
    externalMedia: {
      title: 'Externe Medien',
      description: 'Videos, Musik, Podcasts, Dokumente, Beiträge aus sozialen Netzwerken und Formulare externer Anbieter. Beim Laden werden Daten an den jeweiligen Anbieter übertragen.',
    },
  },
  acceptAll: 'Alle akzeptieren',
  deleteCookies: 'Cookies löschen',
  save: 'Einstellungen speichern',
  close: 'Cookie-Einstellungen schließen',
  privacy: 'Datenschutzerklärung',
  imprint: 'Impressum',
};
