/**
 * Which module types the editor offers where (SPEC §3): the toolbar kinds first, 'more' for every
 * other type that may stand in a column; list items only inside their list module.
 */
import { declarationOf, TOP_LEVEL_TYPES, type ModuleType } from '../../common/modules/declarations';
import type { Lang } from '../../common/routes';

/** SPEC §3 "Toolbar kinds": Headline, Text, Link, Image, FAQ, Video, Audio, Viewer, Quote, Full Teaser, Teaser List, Image List, Video List, Social Media. */
export const TOOLBAR_KINDS: readonly ModuleType[] = ['headline', 'text', 'link', 'image', 'faq', 'video', 'audio-embed', 'pdf-viewer', 'quote', 'full-teaser', 'teaser-list', 'image-list', 'video-list', 'social-media'];

/**
 * Every other type a column takes, the server's list (TOP_LEVEL_TYPES): the section module (a coloured
 * band around modules) and the container (a nested column layout) too, or no form could make them.
 */
export const MORE_KINDS: readonly ModuleType[] = TOP_LEVEL_TYPES.filter((type) => !TOOLBAR_KINDS.includes(type));

export function moduleLabel(type: string, lang: Lang): string {
  return declarationOf(type)?.label[lang] ?? type;
}

/** A line that tells two modules of one type apart: the first text the module holds. */
export function moduleSummary(data: Record<string, unknown>): string {
  for (const key of ['content', 'headline', 'link_text', 'title', 'text', 'description', 'author']) {
    const value = data[key];
    if (typeof value === 'string' && value.trim()) return value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 60);
  }
  return '';
}
