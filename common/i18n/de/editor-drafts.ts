/**
 * Strings of the editor's publish panel (issue #19: drafts, publish, discard, publish at a time). A
 * feature namespace: only the panel's lazy chunk reads it.
 */
export default {
  line: 'Entwurf – nicht veröffentlicht · {n:number} {{Änderung|Änderungen}}{by:string}',
  lineNever: 'Entwurf – nie veröffentlicht',
  lineBy: ' von {names:string}',
  linePublishAt: 'Veröffentlichung am {when:string}',
  title: 'Veröffentlichen',
  neverPublished: 'Diese Seite wurde noch nie veröffentlicht: Besucher sehen sie erst danach.',
  nothing: 'Keine unveröffentlichten Änderungen.',
  changesIntro: 'Der Entwurf ändert gegenüber der veröffentlichten Seite:',
  change: '{label:string} {status:string}',
  by: 'Von: {names:string}',
  publish: 'Veröffentlichen',
  published: 'Veröffentlicht.',
  discard: 'Änderungen verwerfen',
  discardConfirm: 'Diese Änderungen gehen verloren:\n{list:string}\n\nDie Seite wird wieder wie veröffentlicht.',
  discarded: 'Änderungen verworfen.',
  publishAt: 'Veröffentlichen am …',
  publishAtLabel: 'Datum und Uhrzeit (Berliner Zeit)',
  publishAtSave: 'Zeit festlegen',
  publishAtSet: 'Wird am {when:string} veröffentlicht.',
  publishAtCancel: 'Geplante Veröffentlichung aufheben',
  publishAtMissing: 'Bitte Datum und Uhrzeit angeben.',
};
