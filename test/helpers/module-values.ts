/**
 * Test values for page modules, derived from their declarations (common/modules/<type>/schema.ts):
 * for each field the first candidate of its kind that the field's own validators accept, and the
 * SPEC §5 editor rules as one table that the API tests and the browser tests both run (each
 * rule produces its message at its field, client and server).
 */
import type { ModuleType } from '../../common/modules/types';
import { DECLARATIONS, RETIRED_TYPES } from '../../common/modules/declarations';
import type { ErrorCode, Field, ModuleDeclaration } from '../../common/modules/define';
import { fieldErrors, validateModule } from '../../common/modules/validate';

/** Ids of seeded content some fields point to (a magazine category with articles, a venue). */
export interface ValueContext {
  categoryId: number;
  venueId: number;
  /** A seeded form ('Formular' module); the browser chooses it by its title instead. */
  formId?: number;
}

/** A form value as an editor enters it: text typed, an option chosen, a box ticked; media are uploaded apart. */
export type FormValue = string | number | boolean | number[] | { $venue: number };

const CANDIDATES: Partial<Record<Field['kind'], (marker: string, ctx: ValueContext) => FormValue[]>> = {
  text: (marker, ctx) => [marker, marker.replace(/\W+/g, '-'), '2f5b1c3e-1234-4abc-9def-0123456789ab', String(ctx.categoryId)],
  richtext: (marker) => [marker],
  html: (marker) => [`<p>${marker}</p>`],
  url: () => ['https://www.youtube.com/watch?v=M7lc1UVf-VE', 'https://example.org/probe'],
  link: () => ['https://example.org/probe'],
  embed: () => ['https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk', 'https://issuu.com/venue/docs/programm', 'https://www.instagram.com/p/C1a2b3c4d5e/'],
  date: () => ['2020-01-01T10:00'],
  venue: (_marker, ctx) => [{ $venue: ctx.venueId }],
};

/** A valid value for a field, or null for media (uploaded by the caller). `marker` becomes the text of text fields. */
export function validValue(name: string, field: Field, marker: string, ctx: ValueContext): FormValue | null {
  if (field.kind === 'image' || field.kind === 'file') return null;
  if (field.kind === 'boolean') return true;
  if (field.kind === 'choice') {
    const code = field.default ?? Object.keys(field.options)[0]!;
    return field.numeric ? Number(code) : String(code);
  }
  // Chosen in the picker by name; the seed has a magazine category with articles and a venue.
  if (field.kind === 'relation') {
    const id = field.to === 'article-category' ? ctx.categoryId : field.to === 'venue' ? ctx.venueId : field.to === 'form' ? (ctx.formId ?? 1) : null;
    if (id === null) throw new Error(`No test item for a relation to ${field.to}: add one to ValueContext`);
    return field.many ? [id] : id;
  }
  if (field.kind === 'number') return field.default ?? field.min ?? 1;
  const candidates = CANDIDATES[field.kind]?.(marker, ctx) ?? [];
  const found = candidates.find((value) => fieldErrors(name, field, value) === null);
  if (found === undefined) throw new Error(`No valid test value for field ${name} (${field.kind}): add a candidate`);
  return found;
}

/**
 * The fields a test fills to save a module of `type`: every text a visitor reads (so the page shows
 * the module's own words), every required field, and whatever a cross-field rule asks for (a link's
 * target). Media fields are named but get no value here.
 */
export function fieldsToFill(declaration: ModuleDeclaration, ctx: ValueContext): Map<string, FormValue | null> {
  const out = new Map<string, FormValue | null>();
  const marker = (name: string) => `Probe ${declaration.type} ${name}`;
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (field.required || field.kind === 'text' || field.kind === 'richtext') out.set(name, validValue(name, field, marker(name), ctx));
  }
  // Rules across fields (SPEC §5 "link target") name their field only when broken: fill those too.
  const data = Object.fromEntries([...out].map(([name, value]) => [name, value ?? { $media: 1 }]));
  for (const error of validateModule(declaration.type, data)) {
    const field = declaration.fields[error.field];
    if (field && !out.has(error.field)) out.set(error.field, validValue(error.field, field, marker(error.field), ctx));
  }
  return out;
}

/** Module types in catalogue order (common/modules/declarations.ts), never a hand list; retired types are not offered. */
export const CATALOGUE = (Object.values(DECLARATIONS) as ModuleDeclaration<ModuleType>[]).filter((d) => !RETIRED_TYPES.includes(d.type));

/** The list module a list item is created in: the first declaration naming it as a child. */
export function parentOf(type: ModuleType): ModuleType | null {
  return CATALOGUE.find((d) => !d.childOnly && (d.children ?? []).includes(type))?.type ?? null;
}

/**
 * One SPEC §5 editor rule broken in one field. `input` is what the editor enters there: '' leaves it
 * empty (no text, no file, no venue), a string is typed. `clear` names fields that must stay empty
 * too (a link has no target while both its page link and its address are empty).
 */
export interface RuleCase {
  rule: string;
  type: ModuleType;
  field: string;
  input: string;
  clear?: readonly string[];
  code: ErrorCode;
  params?: Record<string, number | string>;
}

const SHORT_LINK = 'https://youtu.be/M7lc1UVf-VE';
const NOT_A_VIDEO = 'https://www.dailymotion.com/video/x7tgad0';

export const SPEC_RULES: readonly RuleCase[] = [
  { rule: 'hero headline is required', type: 'hero-media', field: 'headline', input: '', code: 'required' },
  { rule: 'hero online_from is required', type: 'hero-media', field: 'online_from', input: '', code: 'required' },
  { rule: 'teaser headline is required', type: 'teaser-item', field: 'headline', input: '', code: 'required' },
  { rule: 'full teaser headline is required', type: 'full-teaser', field: 'headline', input: '', code: 'required' },
  { rule: 'headline content is required', type: 'headline', field: 'content', input: '', code: 'required' },
  { rule: 'link text is required', type: 'link', field: 'link_text', input: '', code: 'required' },
  { rule: 'link target is required', type: 'link', field: 'link', input: '', clear: ['link_url'], code: 'linkTarget' },
  { rule: 'video URL is required', type: 'video', field: 'video_url', input: '', code: 'required' },
  { rule: 'video URL is YouTube or Vimeo', type: 'video', field: 'video_url', input: NOT_A_VIDEO, code: 'videoUrl' },
  { rule: 'youtu.be only in the list variant', type: 'video', field: 'video_url', input: SHORT_LINK, code: 'videoShortLink' },
  { rule: 'video list item URL is YouTube, youtu.be or Vimeo', type: 'video-list-item', field: 'video_url', input: NOT_A_VIDEO, code: 'videoUrl' },
  { rule: 'image is required', type: 'image', field: 'image', input: '', code: 'required' },
  { rule: 'teaser image is required', type: 'teaser-item', field: 'image', input: '', code: 'required' },
  { rule: 'HTML selection is required', type: 'html', field: 'html_code', input: '', code: 'required' },
  { rule: 'venue is required', type: 'venue', field: 'venue', input: '', code: 'required' },
  { rule: 'form is required', type: 'form', field: 'form', input: '', code: 'required' },
  { rule: 'blog items at least 1', type: 'blog-teaser-list', field: 'items', input: '0', code: 'tooSmall', params: { min: 1 } },
  { rule: 'blog items at most 8', type: 'blog-teaser-list', field: 'items', input: '9', code: 'tooLarge', params: { max: 8 } },
  { rule: 'two-column text is required', type: 'two-columns', field: 'text', input: '', code: 'required' },
  { rule: 'two-column image is required', type: 'two-columns', field: 'image', input: '', code: 'required' },
  { rule: 'full teaser text at most 3000 characters', type: 'full-teaser', field: 'text', input: 'a'.repeat(3001), code: 'tooLong', params: { max: 3000 } },
  { rule: 'teaser item text at most 256 characters', type: 'teaser-item', field: 'text', input: 'a'.repeat(257), code: 'tooLong', params: { max: 256 } },
  { rule: 'audio embed only Spotify, SoundCloud or Podigee', type: 'audio-embed', field: 'embed', input: 'https://www.deezer.com/track/1', code: 'audioEmbed' },
  { rule: 'PDF viewer only Issuu', type: 'pdf-viewer', field: 'embed', input: 'https://yumpu.com/de/document/view/1', code: 'pdfEmbed' },
  { rule: 'social media only Instagram, Twitter (X), Facebook or TikTok', type: 'social-media', field: 'embed', input: 'https://www.linkedin.com/posts/1', code: 'socialEmbed' },
];

/** The value a rule's input stands for in module data: numbers for number fields, null for an empty field. */
export function ruleValue(rule: RuleCase): unknown {
  if (rule.input === '') return null;
  return fieldOf(rule.type, rule.field).kind === 'number' ? Number(rule.input) : rule.input;
}

export function fieldOf(type: ModuleType, name: string): Field {
  const field = (DECLARATIONS[type].fields as Record<string, Field>)[name];
  if (!field) throw new Error(`${type} declares no field ${name}`);
  return field;
}
