/** The consent placeholder of external embeds (video, audio, social media, PDF): only their lazy renderers carry it. */
export default {
  notice: 'Hier wird ein Inhalt von {provider} angezeigt. Beim Laden wird eine Verbindung zu {provider} hergestellt und es werden Daten an {provider} übertragen.',
  loadOnce: 'Einmal laden',
  loadVideo: 'Video laden',
  alwaysAllow: 'Externe Medien immer erlauben',
  frameTitle: 'Inhalt von {provider}',
};
