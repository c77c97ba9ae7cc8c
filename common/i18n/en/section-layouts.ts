/** A section's column layout (common/api/types.ts SECTION_LAYOUTS) in words, for diffs and lists an editor reads. */
export default {
  '100': 'One column',
  '67-33': 'Two columns, left wider',
  '33-67': 'Two columns, right wider',
  '50-50': 'Two columns',
  '33-33-33': 'Three columns',
  '25-50-25': 'Three columns, middle wider',
  layout: 'Layout',
  theme: 'Colour scheme',
  withModules: '{layout:string} with {modules:string}',
};
