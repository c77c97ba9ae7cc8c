/** Where an item is still used, in the delete question: written by the server. */
export default {
  onPages: 'Used on {count:number} {{page|pages}}: {titles:string}',
  by: 'Used in {kind:string} ({count:number}): {titles:string}',
  elsewhere: '{count:number} other {{reference|references}} (e.g. history, approvals)',
  more: '… and {count:number} more',
};
