import { defineModule } from '../define';
import { containsOneOf } from '../validators';

/** SPEC §3 Social Media; §5: the embed must be from Instagram, Twitter, Facebook or TikTok. */
export default defineModule({
  type: 'social-media',
  label: { de: 'Social Media', en: 'Social media' },
  fields: {
    embed: { kind: 'embed', required: true, validators: [containsOneOf(['instagram', 'twitter', 'facebook', 'tiktok'], 'socialEmbed')] },
  },
});
