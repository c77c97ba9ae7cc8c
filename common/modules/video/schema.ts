import { defineModule } from '../define';
import { anchorId, videoUrl } from '../validators';

/** SPEC §3 Video; §5: a YouTube (also youtu.be) or Vimeo address is required. `image` is our own poster. */
export default defineModule({
  type: 'video',
  label: { de: 'Video', en: 'Video' },
  fields: {
    image: { kind: 'image', label: { de: 'Bild', en: 'Image' } },
    video_url: { kind: 'url', label: { de: 'Video-Adresse (YouTube oder Vimeo)', en: 'Video address (YouTube or Vimeo)' }, required: true, validators: [videoUrl] },
    length: { kind: 'text', label: { de: 'Länge', en: 'Length' } },
    title: { kind: 'text', label: { de: 'Titel', en: 'Title' }, translatable: true },
    anchor: { kind: 'text', label: { de: 'Sprungmarke', en: 'Anchor' }, validators: [anchorId] },
  },
});
