import { defineModule } from '../define';

/** SPEC §3 FAQ: a list of question-and-answer items. */
export default defineModule({
  type: 'faq',
  label: { de: 'FAQ', en: 'FAQ' },
  fields: {},
  children: ['faq-item'],
});
