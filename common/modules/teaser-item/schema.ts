import { defineModule } from '../define';

/** A teaser's text is the short form of SPEC §5 "Full teaser text max 3000 (256 in another form)". */
export const TEASER_TEXT_MAX = 256;

/**
 * SPEC §3 Teaser item; §4: online only within its own window; §5: headline and image required, text at most 256 characters.
 * `online_from`/`online_to` live in the module row's own columns (ModuleData), not in its data.
 */
export default defineModule({
  type: 'teaser-item',
  label: { de: 'Teaser', en: 'Teaser' },
  childOnly: true,
  fields: {
    image: { kind: 'image', label: { de: 'Bild', en: 'Image' }, required: true },
    preline: { kind: 'text', label: { de: 'Dachzeile', en: 'Kicker' }, translatable: true },
    headline: { kind: 'text', label: { de: 'Überschrift', en: 'Headline' }, translatable: true, required: true },
    subline: { kind: 'text', label: { de: 'Unterzeile', en: 'Subline' }, translatable: true },
    text: { kind: 'text', label: { de: 'Text', en: 'Text' }, translatable: true, maxLength: TEASER_TEXT_MAX },
    link_text: { kind: 'text', label: { de: 'Linktext', en: 'Link text' }, translatable: true },
    link: { kind: 'link', label: { de: 'Link auf eine Seite', en: 'Link to a page' }, translatable: true },
    online_from: { kind: 'date', label: { de: 'Online ab', en: 'Online from' } },
    online_to: { kind: 'date', label: { de: 'Online bis', en: 'Online until' } },
  },
});
