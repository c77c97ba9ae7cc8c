import { defineModule } from '../define';
import { fromProviders } from '../validators';

/** SPEC §3 Audio embed; §5: the embed must be from Spotify, SoundCloud or Podigee. */
export default defineModule({
  type: 'audio-embed',
  label: { de: 'Audio', en: 'Audio' },
  fields: {
    embed: { kind: 'embed', label: { de: 'Einbettungscode oder Adresse', en: 'Embed code or address' }, required: true, validators: [fromProviders(['spotify', 'soundcloud', 'podigee'], 'audioEmbed')] },
    media_type: { kind: 'choice', label: { de: 'Art', en: 'Type' }, options: { music: { de: 'Musik', en: 'Music' }, podcast: { de: 'Podcast', en: 'Podcast' } }, default: 'music' },
  },
});
