/** Answers of the sign-in call (issue #10 point 1): never saying whether the name or the password was wrong. */
export default {
  invalid: 'Anmeldung fehlgeschlagen. Bitte prüfen Sie Benutzername oder E-Mail-Adresse und Passwort.',
  locked: 'Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  disabled: 'Dieses Konto ist gesperrt. Bitte wenden Sie sich an eine Administratorin oder einen Administrator.',
  invalidRequest: 'Bitte geben Sie Benutzername oder E-Mail-Adresse und Passwort ein.',
};
