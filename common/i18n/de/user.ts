/**
 * The logged-in header and the user pages (SPEC §1, §2). A feature namespace: only the lazy user
 * menu, the user pages and the server's head read it, so anonymous visitors never download it.
 */
export default {
  favourites: 'Merkliste',
  menu: 'Benutzermenü',
  profile: 'Mein Profil',
  settings: 'Einstellungen',
  logout: 'Abmelden',
  loggingOut: 'Sie werden abgemeldet …',
  logoutFailed: 'Die Abmeldung hat nicht geklappt. Bitte versuchen Sie es noch einmal.',
  loading: 'Ihre Kontodaten werden geladen …',
  loadFailed: 'Ihre Kontodaten konnten gerade nicht geladen werden. Bitte laden Sie die Seite neu.',
  loginTitle: 'Bitte melden Sie sich an',
  loginText: 'Hier finden Sie Ihr Konto, sobald Sie angemeldet sind.',
  loginLink: 'Zur Anmeldung',
  welcome: 'Willkommen, {name:string}!',
  accountData: 'Ihre Kontodaten',
  name: 'Name',
  email: 'E-Mail-Adresse',
  username: 'Benutzername',
  ticketsTitle: 'Tickets, Bestellungen und Merkliste',
  ticketsText: 'Ihre Tickets, Ihre Bestellungen und Ihre Merkliste verwaltet unser Ticketshop.',
  toWebshop: 'Zum Ticketshop',
  changeDataText: 'Ihren Namen, Ihre E-Mail-Adresse und Ihr Passwort ändern Sie in Ihrem Konto im Ticketshop.',
  cookiesTitle: 'Cookies und externe Inhalte',
  cookiesText: 'Welche Cookies und externen Inhalte wir verwenden dürfen, entscheiden Sie selbst. Ihre Auswahl gilt für diesen Browser.',
  cookiesButton: 'Cookie-Einstellungen öffnen',
  logoutText: 'Auf einem Gerät, das auch andere nutzen, melden Sie sich am Ende Ihres Besuchs am besten ab.',
};
