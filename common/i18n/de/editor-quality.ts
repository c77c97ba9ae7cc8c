/**
 * The quality checks of the page editor's toolbar: what each finding says, where
 * it sits, and the toolbar's count.
 */
export default {
  button: 'Qualität',
  findings: '{count:number} {{Hinweis|Hinweise}}',
  running: 'Qualitätsprüfung läuft …',
  title: 'Hinweise zur Seite',
  none: 'Keine Hinweise: Überschriften, Alternativtexte, Links und Kontraste sind in Ordnung.',
  again: 'Erneut prüfen',
  close: 'Schließen',
  failed: 'Die Prüfung konnte nicht laufen.',
  where: 'Abschnitt {n:number}',
  headingSkipped: 'Überschriftenebene übersprungen: h{to:number} folgt auf h{from:number}',
  altMissing: 'Bild ohne Alternativtext',
  altFileName: 'Alternativtext ist ein Dateiname: „{alt:string}“',
  linkName: 'Link ohne erkennbaren Namen',
  buttonName: 'Schaltfläche ohne erkennbaren Namen',
  frameTitle: 'Eingebetteter Inhalt ohne Titel',
  contrast: 'Zu wenig Kontrast zwischen Text und Hintergrund',
  deadLink: 'Link auf eine Seite, die es nicht mehr gibt: {href:string}',
};
