import { defineModule } from '../define';

/** Crops an image may be shown in; "original" keeps its own proportions. */
export const IMAGE_FORMATS = ['original', 'landscape', 'portrait', 'square'] as const;

/**
 * SPEC §3 Image. The listed `image_obj` and `image_thumbnails` are what the API derives from `image`:
 * here the API gives out `image` itself as an ImageObj with all renditions.
 */
export default defineModule({
  type: 'image',
  label: { de: 'Bild', en: 'Image' },
  fields: {
    format: { kind: 'select', label: { de: 'Format', en: 'Format' }, options: IMAGE_FORMATS, default: 'original' },
    image: { kind: 'image', label: { de: 'Bild', en: 'Image' }, required: true },
    link: { kind: 'link', label: { de: 'Link auf eine Seite', en: 'Link to a page' }, translatable: true },
    description: { kind: 'text', label: { de: 'Bildunterschrift', en: 'Caption' }, translatable: true },
  },
});
