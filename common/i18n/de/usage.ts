/** Where an item is still used, in the delete question: written by the server. */
export default {
  onPages: 'Verwendet auf {count:number} {{Seite|Seiten}}: {titles:string}',
  by: 'Verwendet in {kind:string} ({count:number}): {titles:string}',
  elsewhere: '{count:number} {{weiterer Verweis|weitere Verweise}} (z. B. Verlauf, Freigaben)',
  more: '… und {count:number} weitere',
};
