/** The hub's seat-group and price list widget: only its lazy chunk carries these. */
export default {
  group: 'Sitzgruppe {index}',
  nameDe: 'Name (Deutsch)',
  nameEn: 'Name (Englisch)',
  category: 'Preiskategorie',
  amount: 'Betrag in Euro',
  /** The accessible names of one price's controls, which stand in a row without visible labels of their own. */
  categoryOf: 'Preiskategorie, Sitzgruppe {group}, Preis {index}',
  amountOf: 'Betrag, Sitzgruppe {group}, Preis {index}',
  remove: 'Entfernen',
  addGroup: 'Sitzgruppe hinzufügen',
  removeGroup: 'Sitzgruppe {index} entfernen',
  addPrice: 'Preis hinzufügen',
  removePrice: 'Preis {index} der Sitzgruppe {group} entfernen',
  hint: 'Für Veranstaltungen, die der Ticketshop nicht verkauft. Verkauft der Ticketshop die Veranstaltung, gelten seine Preise.',
};
