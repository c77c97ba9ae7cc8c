/** The quick ticket booking widget (SPEC §2 "Booking widget", §4, §8). Only its lazy chunk carries these. */
export default {
  title: 'Tickets buchen',
  close: 'Schließen',
  loadingEvent: 'Die Preise werden geladen …',
  loadFailed: 'Die Preise konnten nicht geladen werden. Bitte buchen Sie Ihre Tickets im Webshop.',
  noTickets: 'Für diese Veranstaltung sind gerade keine Tickets im Verkauf.',
  /** SPEC §9: the first price of a seat group is the full price. */
  fullPrice: 'Vollpreis',
  discounts: 'Ermäßigungen',
  discountsOf: 'Ermäßigungen: {group}',
  timeslot: 'Zeitfenster',
  timeslotOf: 'Zeitfenster: {group}',
  chooseTimeslot: 'Zeitfenster wählen',
  timeslotChosen: 'Zeitfenster {time} Uhr',
  timeslotNeeded: 'Bitte wählen Sie für {group} ein Zeitfenster.',
  slotTime: '{time} Uhr',
  back: 'Zurück',
  showAll: 'Alle Preise anzeigen',
  showLess: 'Weniger Preise anzeigen',
  add: '{name} hinzufügen',
  remove: '{name} entfernen',
  amount: 'Anzahl {name}',
  selected: '{count:number} {{Ticket|Tickets}} ausgewählt',
  /** The per-event cap (config SHOP_SEATS_PER_EVENT), before booking and as the reason of a refusal. */
  limit: 'Pro Veranstaltung können Sie höchstens {max:number} Tickets auf einmal buchen.',
  /** A seat group with status 0, shown but not bookable. */
  groupSoldOut: 'Ausverkauft',
  nothingSelected: 'Noch kein Ticket ausgewählt',
  addToCart: 'In den Warenkorb',
  /** Summary after "add to cart" (SPEC §4). */
  adding: 'Ihre Tickets werden in den Warenkorb gelegt …',
  added: 'Ihre Tickets liegen im Warenkorb. Sie sind 15 Minuten für Sie reserviert.',
  toCart: 'Zum Warenkorb',
  /** SPEC §8 cart failure texts. */
  failed: 'Das hat leider nicht geklappt.',
  buyInShop: 'Bitte kaufen Sie Ihre Tickets direkt im Webshop.',
  notEnoughSeats: 'Nicht genügend (zusammenhängende) Plätze gefunden.',
  noReservation: 'Keine aktuelle Reservierung.',
  errorCode: 'Fehler {code}',
  /** A partial success says what the cart holds and what was refused. */
  inCart: 'In Ihrem Warenkorb: {count:number} {{Ticket|Tickets}}.',
  refused: '{count:number} {{Ticket konnte|Tickets konnten}} nicht hinzugefügt werden.',
  saleOver: 'Die Veranstaltung hat begonnen: Tickets gibt es nicht mehr.',
  eventClosed: 'Die Veranstaltung ist abgesagt oder verschoben.',
  noConnection: 'Keine Internetverbindung. Bitte später erneut versuchen.',
  toWebshop: 'Zum Webshop',
  /** The cart call takes at most this many tickets of one price. */
  maxPerPrice: 'Pro Preis können Sie höchstens {max:number} Tickets auf einmal buchen.',
  /** With the shop offline (is_shop_online false) nothing is reserved. */
  shopOffline: 'Der Webshop ist gerade offline. Bitte versuchen Sie es später noch einmal.',
};
