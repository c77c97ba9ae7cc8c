export default {
  label: 'Fußzeile',
  legalNav: 'Rechtliches',
  gtc: 'AGB',
  imprint: 'Impressum',
  privacy: 'Datenschutz',
  cookieSettings: 'Cookie-Einstellungen',
  whistleblower: 'Hinweisgeberschutzgesetz',
  logos: 'Förderer und Partner',
  accessibilityStatement: 'Erklärung zur Barrierefreiheit',
};
