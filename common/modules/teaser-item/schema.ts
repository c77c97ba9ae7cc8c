import { defineModule } from '../define';

/**
 * SPEC §3 Teaser item; §4: online only within its own window; §5: headline and image required.
 * `online_from`/`online_to` live in the module row's own columns (ModuleData), not in its data.
 */
export default defineModule({
  type: 'teaser-item',
  label: { de: 'Teaser', en: 'Teaser' },
  fields: {
    image: { kind: 'image', required: true },
    preline: { kind: 'text', translatable: true },
    headline: { kind: 'text', translatable: true, required: true },
    subline: { kind: 'text', translatable: true },
    text: { kind: 'text', translatable: true },
    link_text: { kind: 'text', translatable: true },
    link: { kind: 'link', translatable: true },
    online_from: { kind: 'date' },
    online_to: { kind: 'date' },
  },
});
