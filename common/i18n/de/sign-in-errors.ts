/** Answers of the sign-in call (issue #10 point 1): never saying whether the name or the password was wrong. */
export default {
  invalid: 'Anmeldung fehlgeschlagen. Bitte prüfen Sie Benutzername oder E-Mail-Adresse und Passwort.',
  locked: 'Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  invalidRequest: 'Bitte geben Sie Benutzername oder E-Mail-Adresse und Passwort ein.',
};
