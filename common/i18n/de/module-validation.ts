/**
 * Editor-only: the validation messages of page modules and collections (SPEC §5); field labels sit
 * on the fields of each declaration (common/modules/<type>/schema.ts). Outside the visitor
 * dictionary, so the visitor's first load does not carry them (ARCHITECTURE "Budgets"), and apart
 * from the modules' visitor strings, so an editor downloads them in one language
 * (editor/i18n/strings.ts); the server reads both through common/modules/validate.ts.
 */
export default {
  errors: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    notText: 'Bitte geben Sie einen Text ein.',
    notNumber: 'Bitte geben Sie eine Zahl ein.',
    notBoolean: 'Bitte wählen Sie Ja oder Nein.',
    notOption: 'Bitte wählen Sie einen der angebotenen Werte.',
    notMedia: 'Bitte wählen Sie eine Datei aus der Mediathek.',
    notUrl: 'Bitte geben Sie eine vollständige Adresse ein, die mit https:// beginnt.',
    notLink: 'Bitte wählen Sie eine Seite oder geben Sie eine vollständige Adresse ein.',
    notDate: 'Bitte geben Sie ein gültiges Datum ein.',
    tooSmall: 'Der Wert muss mindestens {min} sein.',
    tooLarge: 'Der Wert darf höchstens {max} sein.',
    tooLong: 'Der Text darf höchstens {max} Zeichen lang sein.',
    tooShort: 'Bitte mindestens {min} Zeichen eingeben.',
    videoUrl: 'Bitte geben Sie die Adresse eines Videos auf YouTube oder Vimeo ein.',
    audioEmbed: 'Der Einbettungscode muss von Spotify, SoundCloud oder Podigee stammen.',
    pdfEmbed: 'Der Einbettungscode muss von Issuu stammen.',
    socialEmbed: 'Der Einbettungscode muss von Instagram, Twitter, Facebook oder TikTok stammen.',
    linkTarget: 'Bitte wählen Sie ein Linkziel: eine Seite oder eine externe Adresse.',
    anchor: 'Eine Sprungmarke beginnt mit einem Buchstaben und enthält nur Buchstaben, Ziffern, - und _.',
    unknownType: 'Unbekannter Modultyp „{type}“.',
    videoShortLink: 'Kurzadressen (youtu.be) gehen nur in einer Videoliste; bitte die vollständige YouTube-Adresse eingeben.',
    hubspotId: 'Bitte geben Sie die Formular-ID aus HubSpot ein (z. B. 2f5b1c3e-1234-4abc-9def-0123456789ab).',
    notAllowedHere: 'Dieses Modul kann hier nicht eingefügt werden.',
    altMissing: 'Bitte geben Sie für das Bild einen Alternativtext ({lang}) ein.',
    notFound: 'Das gewählte Ziel gibt es nicht mehr.',
    taken: 'Diese Adresse ist schon vergeben.',
    reservedPath: 'Adressen der Website selbst können nicht weitergeleitet werden.',
    redirectLoop: 'Die Weiterleitung zeigt auf sich selbst.',
    redirectChain: 'Mit der Weiterleitung von {path} entstünde eine Kette: bitte direkt zum Ziel leiten.',
    urlFormat: 'Die Adresse beginnt mit /{lang}/ und enthält nur Kleinbuchstaben, Ziffern, - und /.',
    /** An event's seat groups and prices, named by their place in the form. */
    seatGroupName: 'Sitzgruppe {group}: Bitte geben Sie einen deutschen Namen ein (bis {max} Zeichen).',
    priceAmount: 'Sitzgruppe {group}, Preis {price}: Bitte geben Sie einen Betrag ab 0 mit bis zu zwei Nachkommastellen ein.',
  },
};
