/** The notice layer of the HTML shell (SPEC §1): German in both languages, as the SPEC asks. */
export default {
  title: 'Hinweis',
  noscript:
    'JavaScript ist in Ihrem Browser deaktiviert. Seiten, Menü und Formulare funktionieren auch so; für die Ticketbuchung, die Programmfilter und das Nachladen weiterer Einträge aktivieren Sie bitte JavaScript und laden Sie die Seite neu.',
  unsupported:
    'Ihr Browser ist leider zu alt für diese Website. Bitte verwenden Sie eine aktuelle Version von Safari, Chrome, Firefox oder Edge, damit alle Funktionen wie der Kartenkauf zuverlässig funktionieren.',
  lowBandwidth:
    'Ihre Internetverbindung ist gerade sehr langsam. Bilder und Videos können deshalb länger laden als gewohnt. Bitte haben Sie einen Moment Geduld oder laden Sie die Seite später neu.',
  weakHardware:
    'Ihr Gerät hat nur wenig Rechenleistung oder Arbeitsspeicher. Die Website kann deshalb langsamer reagieren als gewohnt.',
  reload: 'Seite neu laden',
  dismiss: 'Hinweis schließen',
};
