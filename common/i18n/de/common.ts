export default {
  skipToContent: 'Zum Inhalt springen',
  home: 'Zur Startseite',
  coming: 'Diese Seite ist bald verfügbar.',
};
