/** The visitor app's frame: accessibility navigation, loading states, placeholders (SPEC §2). */
export default {
  skipLinks: 'Sprungmarken',
  skipToNavigation: 'Zur Hauptnavigation springen',
  skipToFooter: 'Zum Seitenende springen',
  loading: 'Seite wird geladen …',
  hubTitle: 'Redaktion',
  hubLoading: 'Der Redaktionsbereich wird geladen …',
  hubLogin: 'Bitte melden Sie sich an, um Seiten und Inhalte zu bearbeiten.',
  hubLoginLink: 'Zur Anmeldung',
  hubFailed: 'Der Redaktionsbereich konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
  webshopTitle: 'Tickets',
};
