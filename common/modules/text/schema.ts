import { defineModule } from '../define';
import { anchorId } from '../validators';

/** SPEC §3 Text: rich text the server sanitizes on write; `decrease_distance` tightens the gap above. */
export default defineModule({
  type: 'text',
  label: { de: 'Text', en: 'Text' },
  fields: {
    content: { kind: 'richtext', label: { de: 'Inhalt', en: 'Content' }, translatable: true, required: true },
    anchor: { kind: 'text', label: { de: 'Sprungmarke', en: 'Anchor' }, validators: [anchorId] },
    decrease_distance: { kind: 'boolean', label: { de: 'Geringerer Abstand nach oben', en: 'Less space above' } },
  },
});
