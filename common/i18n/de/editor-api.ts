/** Messages of the editor's API: what the editor's error alert shows. */
export default {
  invalid: 'Bitte prüfen Sie die markierten Felder.',
  moduleNotFound: 'Dieses Modul gibt es nicht mehr. Bitte laden Sie die Seite neu.',
  sectionNotFound: 'Diesen Abschnitt gibt es nicht mehr. Bitte laden Sie die Seite neu.',
  pageNotFound: 'Diese Seite gibt es nicht mehr.',
  mediaNotFound: 'Diese Datei gibt es nicht mehr.',
  notAllowedHere: 'Ein Modul „{type}“ kann hier nicht stehen.',
  noFile: 'Bitte wählen Sie eine Datei.',
  fileEmpty: 'Die Datei ist leer.',
  fileType: 'Dieser Dateityp wird hier nicht angenommen. Erlaubt sind: {types}.',
  fileTooLarge: 'Die Datei ist zu groß (höchstens {mb} MB).',
  notAnImage: 'Das Bild lässt sich nicht lesen.',
  slugTaken: 'Die Kennung „{slug}“ ist schon vergeben.',
};
