import { defineModule } from '../define';

/** SPEC §3 Self-hosted audio: a file from our media library. */
export default defineModule({
  type: 'self-hosted-audio',
  label: { de: 'Audio (eigene Datei)', en: 'Audio (own file)' },
  fields: {
    file: { kind: 'file', label: { de: 'Datei', en: 'File' }, required: true },
  },
});
