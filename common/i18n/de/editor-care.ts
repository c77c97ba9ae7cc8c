/**
 * Strings of the editor's care for shared work: the dialog of a stale
 * save, who else is on the page, schedule and translation badges. English: ../en/editor-care.ts.
 */
export default {
  conflictTitle: 'Jemand anderes hat diese Seite gespeichert',
  conflictIntro: '{name:string} hat die Seite um {time:string} gespeichert, nachdem Sie mit Ihrer Änderung begonnen haben.',
  conflictIntroUnknown: 'Die Seite wurde gespeichert, nachdem Sie mit Ihrer Änderung begonnen haben.',
  conflictChanges: 'Das hat sich geändert:',
  conflictNoDetails: 'Was sich geändert hat, lässt sich nicht mehr zeigen.',
  conflictReload: 'Neu laden und meine Änderung verwerfen',
  conflictOverwrite: 'Trotzdem speichern und überschreiben',
  conflictCancel: 'Abbrechen',
  conflictReloaded: 'Die Seite zeigt jetzt den gespeicherten Stand.',
  added: 'hinzugefügt',
  removed: 'entfernt',
  changed: 'geändert',
  moved: 'verschoben',
  before: 'vorher',
  after: 'jetzt',
  alsoHere: 'Auch hier: {names:string}',
  scheduled: 'geplant {time:string}',
  expired: 'abgelaufen',
  until: 'bis {time:string}',
  needsTranslation: 'Übersetzung prüfen',
  needsTranslationTitle: 'Der Text wurde in der anderen Sprache geändert, seit er hier zuletzt gespeichert wurde.',
  goLive: 'Online ab',
  expiry: 'Offline ab',
  windowHint: 'Außerhalb dieses Zeitraums ist die Seite für Besucher offline (Zeit in Berlin).',
};
