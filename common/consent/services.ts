/**
 * The third-party services behind each optional consent category (SPEC §9 "Cookie categories"), as
 * the banner lists them. Proper names, the same in both languages; the required category lists our
 * own site and the ticket shop in the consent dictionary instead. Written out rather than imported
 * from common/modules/embed.ts, whose import would split the first load's module chunk; a unit test
 * (test/unit/consent-cookie.test.ts) keeps every embed provider listed here.
 */
import type { ConsentCategory } from './categories';

export const CONSENT_SERVICES: Record<Exclude<ConsentCategory, 'required'>, readonly string[]> = {
  // Analytics, ads, a social-media business tool and a marketing platform, all loaded by the tag manager.
  tracking: ['Google Tag Manager', 'Google Analytics', 'Google Ads', 'Meta Business Suite (Pixel)', 'HubSpot'],
  marketing: ['Google Ads Remarketing', 'Meta Custom Audiences', 'LinkedIn Insight Tag'],
  // Video, music, podcast, document, social media and form services the page modules embed.
  externalMedia: ['YouTube', 'Vimeo', 'Spotify', 'SoundCloud', 'Podigee', 'Issuu', 'Instagram', 'X (Twitter)', 'Facebook', 'TikTok', 'HubSpot Forms'],
};
