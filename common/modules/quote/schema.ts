import { defineModule } from '../define';

/** SPEC §3 Quote. */
export default defineModule({
  type: 'quote',
  label: { de: 'Zitat', en: 'Quote' },
  fields: {
    content: { kind: 'text', translatable: true, required: true },
    author: { kind: 'text', translatable: true },
  },
});
