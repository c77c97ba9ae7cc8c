/** Reusable field validators and cross-field rules for module declarations (SPEC §5). */
import type { ErrorCode, ModuleRule, Validator } from './define';
import { providerEmbed, videoEmbed, type Provider } from './embed';

/**
 * SPEC §5 phrases provider rules as "must contain": editors may paste a link or the provider's embed
 * code. We check the address's host, not the text, so "https://evil.example/?spotify" is refused.
 */
export function fromProviders(providers: readonly Provider[], code: ErrorCode): Validator {
  return (value) => {
    const embed = typeof value === 'string' ? providerEmbed(value) : null;
    return embed && providers.includes(embed.provider) ? null : code;
  };
}

/** A youtu.be short link, which SPEC §5 allows only in the list variant. */
const isShortLink = (value: string) => /^(?:https?:)?\/\/(?:www\.)?youtu\.be\//i.test(value.trim());

/** A YouTube or Vimeo video address we can turn into a player (SPEC §5); youtu.be only in a video list. */
export const videoUrl: Validator = (value) => {
  if (typeof value !== 'string' || !videoEmbed(value)) return 'videoUrl';
  return isShortLink(value) ? 'videoShortLink' : null;
};

/** The list variant (SPEC §5): YouTube, youtu.be or Vimeo. */
export const videoUrlOrShortLink: Validator = (value) => (typeof value === 'string' && videoEmbed(value) ? null : 'videoUrl');

/** At least one of the fields is filled; the error lands on the first. */
export function oneOf(fields: readonly string[], code: ErrorCode): ModuleRule {
  return (data) => (fields.some((f) => !isBlankValue(data[f])) ? null : { field: fields[0]!, code });
}

function isBlankValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Anchor ids become `id` attributes and `#fragment` links: a letter first, then letters, digits, "-" and "_". */
export const anchorId: Validator = (value) => (typeof value === 'string' && /^[A-Za-z][\w-]*$/.test(value) ? null : 'anchor');
