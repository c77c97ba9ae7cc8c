import { defineModule } from '../define';
import { anchorId } from '../validators';

/** One entry of an anchor list: its text and the anchor of the module it jumps to. */
export default defineModule({
  type: 'anchor-item',
  label: { de: 'Sprungmarke', en: 'Anchor' },
  fields: {
    link_text: { kind: 'text', translatable: true, required: true },
    anchor: { kind: 'text', required: true, validators: [anchorId] },
  },
});
