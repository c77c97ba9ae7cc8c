import { defineModule } from '../define';

/** SPEC §3 HTML module: editor-entered HTML, shown as given. */
export default defineModule({
  type: 'html',
  label: { de: 'HTML', en: 'HTML' },
  fields: {
    html_code: { kind: 'html', label: { de: 'HTML-Code', en: 'HTML code' }, translatable: true, required: true },
  },
});
