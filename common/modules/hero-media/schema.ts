import { defineModule } from '../define';

/**
 * SPEC §3 Hero media; §4: online only within its window; §5: headline and online_from required.
 * `online_from`/`online_to` live in the module row's own columns (ModuleData), not in its data.
 */
export default defineModule({
  type: 'hero-media',
  label: { de: 'Bühne', en: 'Hero' },
  fields: {
    headline: { kind: 'text', translatable: true, required: true },
    text: { kind: 'text', translatable: true },
    button_text: { kind: 'text', translatable: true },
    button_link: { kind: 'link', translatable: true },
    sticky: { kind: 'boolean' },
    image: { kind: 'image' },
    video: { kind: 'file' },
    online_from: { kind: 'date', required: true },
    online_to: { kind: 'date' },
  },
});
