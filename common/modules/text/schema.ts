import { defineModule } from '../define';
import { anchorId } from '../validators';

/** SPEC §3 Text: rich text the server sanitizes on write; `decrease_distance` tightens the gap above. */
export default defineModule({
  type: 'text',
  label: { de: 'Text', en: 'Text' },
  fields: {
    content: { kind: 'richtext', translatable: true, required: true },
    anchor: { kind: 'text', validators: [anchorId] },
    decrease_distance: { kind: 'boolean' },
  },
});
