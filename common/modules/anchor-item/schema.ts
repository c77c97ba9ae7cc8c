import { defineModule } from '../define';
import { anchorId } from '../validators';

/** One entry of an anchor list: its text and the anchor of the module it jumps to. */
export default defineModule({
  type: 'anchor-item',
  label: { de: 'Sprungmarke', en: 'Anchor' },
  childOnly: true,
  fields: {
    link_text: { kind: 'text', label: { de: 'Linktext', en: 'Link text' }, translatable: true, required: true },
    anchor: { kind: 'text', label: { de: 'Sprungmarke', en: 'Anchor' }, required: true, validators: [anchorId] },
  },
});
