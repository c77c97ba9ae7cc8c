/**
 * How the demo content is written: pages as plain data, each module's values in one object where
 * translatable values are `{de, en}` (SPEC §3 module catalogue). insert-pages.ts splits them into the
 * row's `fields` and `i18n` by the module's declaration (common/modules), so the rule "texts and our
 * own links per language, everything else once" lives in one place.
 */
import type { ColourTheme, SectionLayout, PageVariant } from '../../../common/api/types';
import type { Localized } from '../../../common/i18n/localized';
import type { ModuleType } from '../../../common/modules/declarations';
import type { SeedImageKey } from '../images';
import type { PageKey } from './paths';

export interface MediaRef {
  $media: number;
}

export interface ModuleSeed {
  type: ModuleType;
  data?: Record<string, unknown>;
  /** The module's online window (SPEC §4), stored in the row's own columns. */
  online?: { from: Date | null; to: Date | null };
  children?: ModuleSeed[];
}

export interface SectionSeed {
  layout: SectionLayout;
  /** A colour band: cc01 cream, cc02 green, cc03 blue (SPEC §2 "Visual variants"). */
  extraClass?: '' | ColourTheme;
  /** One list of modules per column of the layout. */
  columns: ModuleSeed[][];
}

export interface PageSeed {
  key: PageKey;
  parent?: PageKey;
  contentType?: string;
  title: Localized;
  headline: Localized;
  metaTitle: Localized;
  metaDescription: Localized;
  /** Defaults to the meta title and description. */
  ogTitle?: Localized;
  ogDescription?: Localized;
  ogImage?: SeedImageKey;
  ogType?: string;
  isOnline?: boolean;
  inMenu?: boolean;
  inFooter?: boolean;
  isLandingPage?: boolean;
  theme?: ColourTheme;
  variant?: PageVariant;
  sections: SectionSeed[];
}

/** What content functions get: media references by picture, and "today" for online windows. */
export interface SeedContext {
  img(key: SeedImageKey): MediaRef;
  now: Date;
  /** Addresses of the demo forms (server/seed/forms), so pages can link to them. */
  forms: { contact: Localized; residency: Localized };
  /** The contact form's id: the contact page shows it with the 'Formular' module. */
  contactFormId: number;
  /** The accessibility feedback form's address (the statement links to it). */
  feedbackForm: Localized;
}

/** A year, for online windows around the seed date. */
export const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Shorthand for a module: `m('quote', {content: l('…', '…')})`. */
export function m(type: ModuleType, data: Record<string, unknown> = {}, children?: ModuleSeed[]): ModuleSeed {
  return children ? { type, data, children } : { type, data };
}
