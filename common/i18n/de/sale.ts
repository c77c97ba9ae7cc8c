/** Where an event's ticket sale stands (common/api/programme.ts SaleState): only chunks showing tickets carry these. */
export default {
  few: 'Nur noch wenige Plätze',
  sold_out: 'Ausverkauft',
  running: 'Läuft gerade',
  ended: 'Vorbei',
  cancelled: 'Abgesagt',
  postponed: 'Verschoben',
  /** The link that opens the booking widget (here, not with the widget's strings: the event page's chunk carries these, not the widget's). */
  book: 'Tickets buchen',
  /** Starts with the visible text (WCAG 2.5.3 label in name). */
  bookFor: 'Tickets buchen: {title}',
};
