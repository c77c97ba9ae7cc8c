/**
 * The top bar's opening status (SPEC §2 "Header": top bar with opening hours). A namespace of its own:
 * only the top bar's chunk needs it, not the core dictionary of the first load and the editor.
 */
export default {
  openToday: 'Heute geöffnet {range:string}',
  closedToday: 'Heute geschlossen',
  /** After the day's last closing time: since when the venue is closed (DECISIONS "Opening status after closing time"). */
  closedNow: 'Geschlossen seit {since:string}',
  /** Joins the opening time ranges of one day ("10:00–14:00 und 16:00–20:00 Uhr"). */
  rangeJoin: ' und ',
  timeSuffix: ' Uhr',
};
