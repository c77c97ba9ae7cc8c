import { defineModule } from '../define';

import { IMAGE_FORMAT_OPTIONS } from '../../option-labels';

/** Crops an image may be shown in; "original" keeps its own proportions. */
export type ImageFormat = keyof typeof IMAGE_FORMAT_OPTIONS;

/**
 * SPEC §3 Image. The listed `image_obj` and `image_thumbnails` are what the API derives from `image`:
 * here the API gives out `image` itself as an ImageObj with all renditions.
 */
export default defineModule({
  type: 'image',
  label: { de: 'Bild', en: 'Image' },
  fields: {
    format: { kind: 'choice', label: { de: 'Format', en: 'Format' }, options: IMAGE_FORMAT_OPTIONS, default: 'original' },
    image: { kind: 'image', label: { de: 'Bild', en: 'Image' }, required: true },
    link: { kind: 'link', label: { de: 'Link auf eine Seite', en: 'Link to a page' }, translatable: true },
    description: { kind: 'text', label: { de: 'Bildunterschrift', en: 'Caption' }, translatable: true },
  },
});
