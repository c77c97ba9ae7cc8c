import { defineModule } from '../define';

/** SPEC §3 Self-hosted video: a file from our media library, with a poster image. */
export default defineModule({
  type: 'self-hosted-video',
  label: { de: 'Video (eigene Datei)', en: 'Video (own file)' },
  fields: {
    file: { kind: 'file', label: { de: 'Datei', en: 'File' }, required: true },
    image: { kind: 'image', label: { de: 'Bild', en: 'Image' } },
    title: { kind: 'text', label: { de: 'Titel', en: 'Title' }, translatable: true },
  },
});
