/**
 * Names of option lists more than one declaration offers (an editor reads the
 * name, never the code). Each list is keyed by the stored code; the colour themes carry their
 * swatch from common/theme.ts, so the editor shows the colour with its name.
 */
import type { ChoiceOption } from './modules/define';
import { colourThemes } from './theme';

const swatch = (code: keyof typeof colourThemes) => ({ background: colourThemes[code].background, text: colourThemes[code].text });

/** The colour themes of a page, event, production or section (SPEC §2 "Visual variants"). */
export const THEME_OPTIONS = {
  cc01: { de: 'Creme', en: 'Cream', swatch: swatch('cc01') },
  cc02: { de: 'Grün', en: 'Green', swatch: swatch('cc02') },
  cc03: { de: 'Blau', en: 'Blue', swatch: swatch('cc03') },
} as const satisfies Record<keyof typeof colourThemes, ChoiceOption>;

/** The column layouts of a section (common/api/types.ts SECTION_LAYOUTS). */
export const SECTION_LAYOUT_OPTIONS = {
  '100': { de: 'Eine Spalte', en: 'One column' },
  '67-33': { de: 'Zwei Spalten, links breit', en: 'Two columns, wide left' },
  '33-67': { de: 'Zwei Spalten, rechts breit', en: 'Two columns, wide right' },
  '50-50': { de: 'Zwei gleich breite Spalten', en: 'Two equal columns' },
  '33-33-33': { de: 'Drei gleich breite Spalten', en: 'Three equal columns' },
  '25-50-25': { de: 'Drei Spalten, Mitte breit', en: 'Three columns, wide middle' },
} as const satisfies Record<string, ChoiceOption>;

/** Crops an image may be shown in; "original" keeps its own proportions. */
export const IMAGE_FORMAT_OPTIONS = {
  original: { de: 'Eigenes Seitenverhältnis', en: 'Own proportions' },
  landscape: { de: 'Querformat', en: 'Landscape' },
  portrait: { de: 'Hochformat', en: 'Portrait' },
  square: { de: 'Quadratisch', en: 'Square' },
} as const satisfies Record<string, ChoiceOption>;

/** A page's look (SPEC §2 "Visual variants"). */
export const VARIANT_OPTIONS = {
  default: { de: 'Standard', en: 'Standard' },
  'landing-2023': { de: 'Landingpage', en: 'Landing page' },
  'jewish-weekends': { de: 'Jüdische Wochenenden (orange)', en: 'Jewish weekends (orange)' },
} as const satisfies Record<string, ChoiceOption>;
