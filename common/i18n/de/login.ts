/**
 * The sign-in form: the login page (a lazy chunk of the visitor app) and the
 * editor's login modal both read this namespace.
 */
export default {
  loginTitle: 'Anmelden',
  loginIntro: 'Bitte melden Sie sich mit Ihrem Redaktionskonto an.',
  loginAgain: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an; Ihre Änderung wird danach gespeichert.',
  loginName: 'Benutzername oder E-Mail-Adresse',
  password: 'Passwort',
  loginSubmit: 'Anmelden',
  loginBusy: 'Anmeldung läuft …',
  loginInvalid: 'Benutzername oder Passwort stimmen nicht.',
  loginLocked: 'Zu viele Versuche. Bitte warten Sie {minutes:number} Minuten.',
  loginMissing: 'Bitte geben Sie Benutzernamen und Passwort ein.',
  loginDone: 'Sie sind angemeldet.',
  loginFailed: 'Die Anmeldung hat gerade nicht geklappt. Bitte versuchen Sie es noch einmal.',
  /** A sign-in sent without JavaScript that needs the second step, which needs the app. */
  loginNeedsScript: 'Für die Anmeldung mit zweitem Faktor aktivieren Sie bitte JavaScript und laden Sie die Seite neu.',
};
