import { defineModule } from '../define';
import { anchorId, oneOf } from '../validators';

/** SPEC §3 Link; §5: link text and a target (own page or external address) required. */
export default defineModule({
  type: 'link',
  label: { de: 'Link', en: 'Link' },
  fields: {
    link_text: { kind: 'text', label: { de: 'Linktext', en: 'Link text' }, translatable: true, required: true },
    link_url: { kind: 'url', label: { de: 'Externe Adresse', en: 'External address' }, translatable: true },
    link: { kind: 'link', label: { de: 'Link auf eine Seite', en: 'Link to a page' }, translatable: true },
    extra_class: { kind: 'choice',
      label: { de: 'Darstellung', en: 'Display' },
      options: { button: { de: 'Schaltfläche', en: 'Button' }, 'button-secondary': { de: 'Zurückhaltende Schaltfläche', en: 'Quiet button' }, link: { de: 'Textlink', en: 'Text link' } },
      default: 'button' },
    anchor: { kind: 'text', label: { de: 'Sprungmarke', en: 'Anchor' }, validators: [anchorId] },
    sticky: { kind: 'boolean', label: { de: 'In der unteren Leiste fixieren', en: 'Pin to the bottom bar' } },
  },
  rules: [oneOf(['link', 'link_url'], 'linkTarget')],
});
