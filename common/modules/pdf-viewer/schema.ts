import { defineModule } from '../define';
import { containsOneOf } from '../validators';

/** SPEC §3 PDF viewer; §5: the embed must be an Issuu document. */
export default defineModule({
  type: 'pdf-viewer',
  label: { de: 'Viewer', en: 'Viewer' },
  fields: {
    embed: { kind: 'embed', required: true, validators: [containsOneOf(['issuu'], 'pdfEmbed')] },
  },
});
