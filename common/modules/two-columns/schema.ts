import { defineModule } from '../define';

/** SPEC §3 Two columns: image beside text, in either order; §5: text and image required. */
export default defineModule({
  type: 'two-columns',
  label: { de: 'Zwei Spalten', en: 'Two columns' },
  fields: {
    extra_class: { kind: 'choice', label: { de: 'Darstellung', en: 'Display' }, options: { 'image-text': { de: 'Bild links, Text rechts', en: 'Image left, text right' }, 'text-image': { de: 'Text links, Bild rechts', en: 'Text left, image right' } }, default: 'image-text' },
    text: { kind: 'richtext', label: { de: 'Text', en: 'Text' }, translatable: true, required: true },
    image: { kind: 'image', label: { de: 'Bild', en: 'Image' }, required: true },
  },
});
