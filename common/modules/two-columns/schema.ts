import { defineModule } from '../define';

/** SPEC §3 Two columns: image beside text, in either order; §5: text and image required. */
export default defineModule({
  type: 'two-columns',
  label: { de: 'Zwei Spalten', en: 'Two columns' },
  fields: {
    extra_class: { kind: 'select', label: { de: 'Darstellung', en: 'Display' }, options: ['image-text', 'text-image'], default: 'image-text' },
    text: { kind: 'richtext', label: { de: 'Text', en: 'Text' }, translatable: true, required: true },
    image: { kind: 'image', label: { de: 'Bild', en: 'Image' }, required: true },
  },
});
