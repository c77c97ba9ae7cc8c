/** A section's column layout (common/api/types.ts SECTION_LAYOUTS) in words, for diffs and lists an editor reads. */
export default {
  '100': 'Eine Spalte',
  '67-33': 'Zwei Spalten, links breiter',
  '33-67': 'Zwei Spalten, rechts breiter',
  '50-50': 'Zwei Spalten',
  '33-33-33': 'Drei Spalten',
  '25-50-25': 'Drei Spalten, Mitte breiter',
  layout: 'Aufteilung',
  theme: 'Farbschema',
  withModules: '{layout:string} mit {modules:string}',
};
