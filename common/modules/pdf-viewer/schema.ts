import { defineModule } from '../define';
import { fromProviders } from '../validators';

/** SPEC §3 PDF viewer; §5: the embed must be an Issuu document. */
export default defineModule({
  type: 'pdf-viewer',
  label: { de: 'Viewer', en: 'Viewer' },
  fields: {
    embed: { kind: 'embed', label: { de: 'Einbettungscode oder Adresse', en: 'Embed code or address' }, required: true, validators: [fromProviders(['issuu'], 'pdfEmbed')] },
  },
});
