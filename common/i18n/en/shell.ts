export default {
  siteName: 'Old Synagogue Cultural Centre',
  defaultDescription:
    'Concerts, theatre, readings and exhibitions in the former synagogue: programme, tickets and everything for your visit.',
  notFoundTitle: 'Page not found',
  offlineTitle: 'Website offline',
  webshopTitle: 'Tickets and web shop',
  hubTitle: 'Editorial office',
};
