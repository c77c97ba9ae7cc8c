import { defineModule } from '../define';
import { fromProviders } from '../validators';

/** SPEC §3 Social Media; §5: the embed must be from Instagram, Twitter, Facebook or TikTok. */
export default defineModule({
  type: 'social-media',
  label: { de: 'Social Media', en: 'Social media' },
  fields: {
    embed: { kind: 'embed', label: { de: 'Einbettungscode oder Adresse', en: 'Embed code or address' }, required: true, validators: [fromProviders(['instagram', 'twitter', 'facebook', 'tiktok'], 'socialEmbed')] },
  },
});
