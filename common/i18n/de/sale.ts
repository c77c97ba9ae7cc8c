/** Where an event's ticket sale stands (common/api/programme.ts SaleState): only chunks showing tickets carry these. */
export default {
  few: 'Nur noch wenige Plätze',
  sold_out: 'Ausverkauft',
  running: 'Läuft gerade',
  ended: 'Vorbei',
  cancelled: 'Abgesagt',
  postponed: 'Verschoben',
};
