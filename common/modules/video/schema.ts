import { defineModule } from '../define';
import { anchorId, videoUrl } from '../validators';

/** SPEC §3 Video; §5: a YouTube (also youtu.be) or Vimeo address is required. `image` is our own poster. */
export default defineModule({
  type: 'video',
  label: { de: 'Video', en: 'Video' },
  fields: {
    image: { kind: 'image' },
    video_url: { kind: 'url', required: true, validators: [videoUrl] },
    length: { kind: 'text' },
    title: { kind: 'text', translatable: true },
    anchor: { kind: 'text', validators: [anchorId] },
  },
});
