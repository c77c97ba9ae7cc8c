/** The webshop pages around the embedded ticket shop (SPEC §2 "Webshop routes"). Only the webshop chunk and the server carry these. */
import type de from '../de/webshop';

export default {
  home: 'Tickets',
  cart: 'Cart',
  account: 'My account',
  favourites: 'Watch list',
  frameTitle: 'Ticket shop: {page}',
  /** Until the frame is there, and for good without JavaScript: a link to the shop's own page. */
  openShop: 'Open the ticket shop',
  noShop: 'The ticket shop cannot be reached right now. You will find all dates in the programme.',
  offline: 'The web shop is offline right now. Please try again later.',
  toEvents: 'To the programme',
  backToEvent: 'Back to {title}',
} satisfies typeof de;
