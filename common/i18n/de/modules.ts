/** Page modules: what the renderers say to visitors. */
export default {
  newTab: '(öffnet in einem neuen Tab)',
  anchorNav: 'Inhalte dieser Seite',
  duration: 'Dauer: {length}',
  download: 'Datei herunterladen',
};
