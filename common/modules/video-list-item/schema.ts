import { defineModule } from '../define';
import { anchorId, videoUrlOrShortLink } from '../validators';

/** One video of a video list: the video module's fields; SPEC §5 "also youtu.be in the list variant". */
export default defineModule({
  type: 'video-list-item',
  label: { de: 'Video der Liste', en: 'Video of the list' },
  childOnly: true,
  fields: {
    image: { kind: 'image', label: { de: 'Bild', en: 'Image' } },
    video_url: { kind: 'url', label: { de: 'Video-Adresse (YouTube, youtu.be oder Vimeo)', en: 'Video address (YouTube, youtu.be or Vimeo)' }, required: true, validators: [videoUrlOrShortLink] },
    length: { kind: 'text', label: { de: 'Länge', en: 'Length' } },
    title: { kind: 'text', label: { de: 'Titel', en: 'Title' }, translatable: true },
    anchor: { kind: 'text', label: { de: 'Sprungmarke', en: 'Anchor' }, validators: [anchorId] },
  },
});
