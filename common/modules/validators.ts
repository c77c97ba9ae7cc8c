/** Reusable field validators and cross-field rules for module declarations (SPEC §5). */
import type { ErrorCode, ModuleRule, Validator } from './define';
import { videoEmbed } from './embed';

/** SPEC §5 phrases provider rules as "must contain": editors may paste a link or the provider's embed code. */
export function containsOneOf(words: readonly string[], code: ErrorCode): Validator {
  return (value) => (typeof value === 'string' && words.some((w) => value.toLowerCase().includes(w)) ? null : code);
}

/** A YouTube (also youtu.be) or Vimeo video address we can turn into a player (SPEC §5). */
export const videoUrl: Validator = (value) => (typeof value === 'string' && videoEmbed(value) ? null : 'videoUrl');

/** At least one of the fields is filled; the error lands on the first. */
export function oneOf(fields: readonly string[], code: ErrorCode): ModuleRule {
  return (data) => (fields.some((f) => typeof data[f] === 'string' && data[f] !== '') ? null : { field: fields[0]!, code });
}

/** Anchor ids become `id` attributes and `#fragment` links: a letter first, then letters, digits, "-" and "_". */
export const anchorId: Validator = (value) => (typeof value === 'string' && /^[A-Za-z][\w-]*$/.test(value) ? null : 'anchor');
