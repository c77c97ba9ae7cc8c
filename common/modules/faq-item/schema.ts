import { defineModule } from '../define';

/**
 * One FAQ entry. SPEC §3 names only `content` (the answer); the question needs a field of its own and
 * takes the catalogue's name for a visible title, `headline`.
 */
export default defineModule({
  type: 'faq-item',
  label: { de: 'FAQ-Eintrag', en: 'FAQ item' },
  childOnly: true,
  fields: {
    headline: { kind: 'text', label: { de: 'Überschrift', en: 'Headline' }, translatable: true, required: true },
    content: { kind: 'richtext', label: { de: 'Inhalt', en: 'Content' }, translatable: true, required: true },
  },
});
