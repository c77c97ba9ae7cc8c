/** The accessibility statement's fixed wording (BITV 2.0 §7 and the federal model statement). */
export default {
  statusHeading: 'Stand der Vereinbarkeit mit den Anforderungen',
  status_full: 'Diese Website ist mit den Anforderungen der BITV 2.0 und der EN 301 549 vollständig vereinbar.',
  status_partial: 'Diese Website ist wegen der folgenden Unvereinbarkeiten oder Ausnahmen teilweise mit den Anforderungen der BITV 2.0 und der EN 301 549 vereinbar.',
  status_none: 'Diese Website ist mit den Anforderungen der BITV 2.0 und der EN 301 549 nicht vereinbar.',
  exceptionsHeading: 'Nicht barrierefreie Inhalte',
  noExceptions: 'Uns sind derzeit keine Barrieren bekannt.',
  checkHeading: 'Erstellung dieser Erklärung',
  checkedOn: 'Die Website wurde zuletzt am {date:string} geprüft.',
  notCheckedYet: 'Ein Prüfdatum ist noch nicht eingetragen.',
};
