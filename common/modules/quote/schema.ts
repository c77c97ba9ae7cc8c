import { defineModule } from '../define';

/** SPEC §3 Quote. */
export default defineModule({
  type: 'quote',
  label: { de: 'Zitat', en: 'Quote' },
  fields: {
    content: { kind: 'text', label: { de: 'Inhalt', en: 'Content' }, translatable: true, required: true },
    author: { kind: 'text', label: { de: 'Autor*in', en: 'Author' }, translatable: true },
  },
});
