import { defineModule } from '../define';
import { anchorId, oneOf } from '../validators';

/** SPEC §3 Link; §5: link text and a target (own page or external address) required. */
export default defineModule({
  type: 'link',
  label: { de: 'Link', en: 'Link' },
  fields: {
    link_text: { kind: 'text', translatable: true, required: true },
    link_url: { kind: 'url', translatable: true },
    link: { kind: 'link', translatable: true },
    extra_class: { kind: 'select', options: ['button', 'button-secondary', 'link'], default: 'button' },
    anchor: { kind: 'text', validators: [anchorId] },
    sticky: { kind: 'boolean' },
  },
  rules: [oneOf(['link', 'link_url'], 'linkTarget')],
});
