import { defineModule } from '../define';
import { anchorId } from '../validators';

/** SPEC §3 Headline; §5: content required, level 2–6 (the page title is the only h1). */
export default defineModule({
  type: 'headline',
  label: { de: 'Überschrift', en: 'Headline' },
  fields: {
    headline_level: { kind: 'select', options: [2, 3, 4, 5, 6], default: 2 },
    preline: { kind: 'text', translatable: true },
    content: { kind: 'text', translatable: true, required: true },
    subline: { kind: 'text', translatable: true },
    anchor: { kind: 'text', validators: [anchorId] },
  },
});
