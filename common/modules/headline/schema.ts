import { defineModule } from '../define';
import { anchorId } from '../validators';

/** SPEC §3 Headline; §5: content required, level 2–6 (the page title is the only h1). */
export default defineModule({
  type: 'headline',
  label: { de: 'Überschrift', en: 'Headline' },
  fields: {
    headline_level: {
      kind: 'choice', label: { de: 'Überschriftenebene', en: 'Headline level' }, options: {
        2: { de: 'Ebene 2 (Hauptabschnitt)', en: 'Level 2 (main section)' },
        3: { de: 'Ebene 3 (Unterabschnitt)', en: 'Level 3 (subsection)' },
        4: { de: 'Ebene 4', en: 'Level 4' },
        5: { de: 'Ebene 5', en: 'Level 5' },
        6: { de: 'Ebene 6', en: 'Level 6' },
      },
      numeric: true,
      default: 2,
    },
    preline: { kind: 'text', label: { de: 'Dachzeile', en: 'Kicker' }, translatable: true },
    content: { kind: 'text', label: { de: 'Inhalt', en: 'Content' }, translatable: true, required: true },
    subline: { kind: 'text', label: { de: 'Unterzeile', en: 'Subline' }, translatable: true },
    anchor: { kind: 'text', label: { de: 'Sprungmarke', en: 'Anchor' }, validators: [anchorId] },
  },
});
