export default {
  label: 'Aktueller Hinweis',
  close: 'Hinweis schließen',
};
