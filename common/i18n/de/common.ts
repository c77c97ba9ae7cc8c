export default {
  skipToContent: 'Zum Inhalt springen',
  home: 'Zur Startseite',
};
