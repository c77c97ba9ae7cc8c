/** The notice layer of the HTML shell (SPEC §1): German in both languages, as the SPEC asks. */
export default {
  title: 'Hinweis',
  noscript:
    'JavaScript ist in Ihrem Browser ausgeschaltet. Seiten, Menü, Programm mit Filtern, Formulare und Anmeldung funktionieren trotzdem. Ohne JavaScript fehlen: das Buchungsfenster (»Tickets buchen« führt zum Ticketshop), der Kalender des Datumsfilters, Suchvorschläge und die Redaktion.',
  unsupported:
    'Ihr Browser ist leider zu alt für diese Website. Bitte verwenden Sie eine aktuelle Version von Safari, Chrome, Firefox oder Edge, damit alle Funktionen wie der Kartenkauf zuverlässig funktionieren.',
  lowBandwidth:
    'Ihre Internetverbindung ist gerade sehr langsam. Bilder und Videos können deshalb länger laden als gewohnt. Bitte haben Sie einen Moment Geduld oder laden Sie die Seite später neu.',
  weakHardware:
    'Ihr Gerät hat nur wenig Rechenleistung oder Arbeitsspeicher. Die Website kann deshalb langsamer reagieren als gewohnt.',
  reload: 'Seite neu laden',
  dismiss: 'Hinweis schließen',
};
