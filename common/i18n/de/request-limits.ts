/** Answers of the server's request limits: a full house and a body that does not arrive. */
export default {
  busy: 'Der Server ist gerade ausgelastet. Bitte versuchen Sie es in ein paar Sekunden noch einmal.',
  bodyTimeout: 'Die Anfrage kam zu langsam an. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
};
