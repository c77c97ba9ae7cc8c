/** Event programme: what the layout shows on every page (the sticky overlay button, SPEC §2). */
export default {
  overlayButton: 'Programm und Karten',
  /** On production detail pages the button jumps to the dates (SPEC §2 "Default layout"). */
  datesButton: 'Termine und Tickets',
  stickyNav: 'Schnellzugriff',
};
