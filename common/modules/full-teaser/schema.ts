import { defineModule } from '../define';

/** Maximum length of a full teaser's text (SPEC §5, §9). */
export const FULL_TEASER_TEXT_MAX = 3000;

/** SPEC §3 Full teaser; §5: headline and image required, text at most 3000 characters. */
export default defineModule({
  type: 'full-teaser',
  label: { de: 'Großer Teaser', en: 'Full teaser' },
  fields: {
    image: { kind: 'image', required: true },
    link: { kind: 'link', translatable: true },
    link_text: { kind: 'text', translatable: true },
    preline: { kind: 'text', translatable: true },
    headline: { kind: 'text', translatable: true, required: true },
    subline: { kind: 'text', translatable: true },
    text: { kind: 'text', translatable: true, maxLength: FULL_TEASER_TEXT_MAX },
    extra_class: { kind: 'select', options: ['image-left', 'image-right'], default: 'image-left' },
  },
});
