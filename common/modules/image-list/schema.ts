import { defineModule } from '../define';
import { IMAGE_FORMAT_OPTIONS } from '../../option-labels';

/** SPEC §3 Image list: images in one shared crop. */
export default defineModule({
  type: 'image-list',
  label: { de: 'Bilderliste', en: 'Image list' },
  fields: {
    format: { kind: 'choice', label: { de: 'Format', en: 'Format' }, options: IMAGE_FORMAT_OPTIONS, default: 'landscape' },
  },
  children: ['image'],
});
