import { defineModule } from '../define';
import { fromProviders } from '../validators';

/** SPEC §3 Audio embed; §5: the embed must be from Spotify, SoundCloud or Podigee. */
export default defineModule({
  type: 'audio-embed',
  label: { de: 'Audio', en: 'Audio' },
  fields: {
    embed: { kind: 'embed', label: { de: 'Einbettungscode oder Adresse', en: 'Embed code or address' }, required: true, validators: [fromProviders(['spotify', 'soundcloud', 'podigee'], 'audioEmbed')] },
    media_type: { kind: 'select', label: { de: 'Art', en: 'Type' }, options: ['music', 'podcast'], default: 'music' },
  },
});
