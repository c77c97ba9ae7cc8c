import { defineModule } from '../define';
import { IMAGE_FORMATS } from '../image/schema';

/** SPEC §3 Image list: images in one shared crop. */
export default defineModule({
  type: 'image-list',
  label: { de: 'Bilderliste', en: 'Image list' },
  fields: {
    format: { kind: 'select', label: { de: 'Format', en: 'Format' }, options: IMAGE_FORMATS, default: 'landscape' },
  },
  children: ['image'],
});
