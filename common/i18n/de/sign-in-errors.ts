/** Answers of the sign-in call: never saying whether the name or the password was wrong. */
export default {
  invalid: 'Anmeldung fehlgeschlagen. Bitte prüfen Sie Benutzername oder E-Mail-Adresse und Passwort.',
  locked: 'Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  disabled: 'Dieses Konto ist gesperrt. Bitte wenden Sie sich an eine Administratorin oder einen Administrator.',
  invalidRequest: 'Bitte geben Sie Benutzername oder E-Mail-Adresse und Passwort ein.',
  codeInvalid: 'Der Code stimmt nicht. Bitte geben Sie den aktuellen Code aus Ihrer App oder einen unbenutzten Wiederherstellungscode ein.',
  codeMissing: 'Bitte geben Sie den Code aus Ihrer App ein.',
  expired: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut mit Ihrem Passwort an.',
  alreadyOn: 'Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.',
  required: 'Für Ihr Konto ist die Zwei-Faktor-Anmeldung vorgeschrieben; sie kann nicht ausgeschaltet werden.',
};
