import { defineModule } from '../define';

/** Maximum length of a full teaser's text (SPEC §5, §9). */
export const FULL_TEASER_TEXT_MAX = 3000;

/** SPEC §3 Full teaser; §5: headline and image required, text at most 3000 characters. */
export default defineModule({
  type: 'full-teaser',
  label: { de: 'Großer Teaser', en: 'Full teaser' },
  fields: {
    image: { kind: 'image', label: { de: 'Bild', en: 'Image' }, required: true },
    link: { kind: 'link', label: { de: 'Link auf eine Seite', en: 'Link to a page' }, translatable: true },
    link_text: { kind: 'text', label: { de: 'Linktext', en: 'Link text' }, translatable: true },
    preline: { kind: 'text', label: { de: 'Dachzeile', en: 'Kicker' }, translatable: true },
    headline: { kind: 'text', label: { de: 'Überschrift', en: 'Headline' }, translatable: true, required: true },
    subline: { kind: 'text', label: { de: 'Unterzeile', en: 'Subline' }, translatable: true },
    text: { kind: 'text', label: { de: 'Text', en: 'Text' }, translatable: true, maxLength: FULL_TEASER_TEXT_MAX },
    extra_class: { kind: 'choice', label: { de: 'Darstellung', en: 'Display' }, options: { 'image-left': { de: 'Bild links', en: 'Image left' }, 'image-right': { de: 'Bild rechts', en: 'Image right' } }, default: 'image-left' },
  },
});
