import { defineModule } from '../define';

/**
 * SPEC §3 Hero media; §4: online only within its window; §5: headline and online_from required.
 * `online_from`/`online_to` live in the module row's own columns (ModuleData), not in its data.
 */
export default defineModule({
  type: 'hero-media',
  label: { de: 'Bühne', en: 'Hero' },
  fields: {
    headline: { kind: 'text', label: { de: 'Überschrift', en: 'Headline' }, translatable: true, required: true },
    text: { kind: 'text', label: { de: 'Text', en: 'Text' }, translatable: true },
    button_text: { kind: 'text', label: { de: 'Button-Text', en: 'Button text' }, translatable: true },
    button_link: { kind: 'link', label: { de: 'Button-Link', en: 'Button link' }, translatable: true },
    sticky: { kind: 'boolean', label: { de: 'In der unteren Leiste fixieren', en: 'Pin to the bottom bar' } },
    image: { kind: 'image', label: { de: 'Bild', en: 'Image' } },
    video: { kind: 'file', label: { de: 'Video', en: 'Video' } },
    online_from: { kind: 'date', label: { de: 'Online ab', en: 'Online from' }, required: true },
    online_to: { kind: 'date', label: { de: 'Online bis', en: 'Online until' } },
  },
});
