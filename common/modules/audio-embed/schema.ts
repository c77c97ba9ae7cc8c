import { defineModule } from '../define';
import { containsOneOf } from '../validators';

/** SPEC §3 Audio embed; §5: the embed must be from Spotify, SoundCloud or Podigee. */
export default defineModule({
  type: 'audio-embed',
  label: { de: 'Audio', en: 'Audio' },
  fields: {
    embed: { kind: 'embed', required: true, validators: [containsOneOf(['spotify', 'soundcloud', 'podigee'], 'audioEmbed')] },
    media_type: { kind: 'select', options: ['music', 'podcast'], default: 'music' },
  },
});
