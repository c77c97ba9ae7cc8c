import { defineModule } from '../define';

/**
 * One FAQ entry. SPEC §3 names only `content` (the answer); the question needs a field of its own and
 * takes the catalogue's name for a visible title, `headline`.
 */
export default defineModule({
  type: 'faq-item',
  label: { de: 'FAQ-Eintrag', en: 'FAQ item' },
  fields: {
    headline: { kind: 'text', translatable: true, required: true },
    content: { kind: 'richtext', translatable: true, required: true },
  },
});
