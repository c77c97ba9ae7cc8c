/** The webshop pages around the embedded ticket shop (SPEC §2 "Webshop routes"). Only the webshop chunk and the server carry these. */
export default {
  home: 'Tickets',
  cart: 'Warenkorb',
  account: 'Mein Konto',
  favourites: 'Merkliste',
  /** The frame's accessible name. */
  frameTitle: 'Ticketshop: {page}',
  /** Until the frame is there, and for good without JavaScript: a link to the shop's own page. */
  openShop: 'Den Ticketshop öffnen',
  noShop: 'Der Ticketshop ist gerade nicht erreichbar. Alle Termine finden Sie im Programm.',
  offline: 'Der Webshop ist gerade offline. Bitte versuchen Sie es später noch einmal.',
  toEvents: 'Zum Programm',
  backToEvent: 'Zurück zu {title}',
};
