/** The preview link's page: its bar and its error pages. Read by the server only. */
export default {
  bar: 'Vorschau – unveröffentlichter Entwurf',
  barHint: 'So sehen Besucher die Seite erst nach der Veröffentlichung. Links führen zur veröffentlichten Website.',
  otherLanguage: 'English preview',
  goneStatus: 'Vorschau abgelaufen',
  gone: 'Diese Vorschau ist abgelaufen oder wurde zurückgezogen',
  goneHint: 'Bitten Sie die Redaktion um einen neuen Vorschau-Link.',
  unknown: 'Diese Vorschau gibt es nicht',
  unknownHint: 'Bitte prüfen Sie, ob der Link vollständig kopiert wurde.',
  home: 'Zur Startseite',
};
