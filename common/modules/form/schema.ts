import { defineModule } from '../define';

/**
 * One of our own forms (SPEC §3 "Form") on any page, with everything the form's own
 * page does (server/features/forms/page-post.ts, common/forms/view). Stored as the form's id, so the
 * module follows later edits of the form; a deleted or offline form shows nothing.
 */
export default defineModule({
  type: 'form',
  label: { de: 'Formular', en: 'Form' },
  fields: {
    form: { kind: 'relation', to: 'form', label: { de: 'Formular', en: 'Form' }, required: true },
  },
});
