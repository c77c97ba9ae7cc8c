import { defineModule } from '../define';

import { THEME_OPTIONS } from '../../option-labels';

/** Background choices of a section: none or one of the colour themes (SPEC §2 "Visual variants"). */
export const SECTION_CLASSES = { '': { de: 'Ohne Farbe', en: 'No colour' }, ...THEME_OPTIONS } as const;

/** SPEC §3 Section as a module: a coloured band (optionally over an image) around other modules. */
export default defineModule({
  type: 'section',
  label: { de: 'Sektion', en: 'Section' },
  fields: {
    extra_class: { kind: 'choice', label: { de: 'Darstellung', en: 'Display' }, options: SECTION_CLASSES, default: '' },
    image: { kind: 'image', label: { de: 'Bild', en: 'Image' } },
  },
  children: ['headline', 'text', 'link', 'image', 'video', 'full-teaser', 'teaser-list', 'two-columns', 'quote', 'faq', 'html', 'container'],
});
