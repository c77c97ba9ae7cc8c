/**
 * Every page-module type by name (SPEC §3 module catalogue), apart from the declarations so a
 * declaration can name its allowed children by type without a circular type (define.ts `children`).
 * declarations.ts checks that it declares exactly these.
 */
export const MODULE_TYPES = [
  'headline',
  'text',
  'link',
  'image',
  'video',
  'video-list',
  'video-list-item',
  'self-hosted-video',
  'audio-embed',
  'self-hosted-audio',
  'pdf-viewer',
  'quote',
  'faq',
  'faq-item',
  'full-teaser',
  'teaser-list',
  'teaser-item',
  'image-list',
  'logo-list',
  'html',
  'forms',
  'form',
  'hero-media',
  'section',
  'two-columns',
  'anchor-list',
  'anchor-item',
  'container',
  'social-media',
  'blog-teaser-list',
  'event-list',
  'highlight-teaser',
  'venue',
  'venue-list',
] as const;

export type ModuleType = (typeof MODULE_TYPES)[number];

export function isModuleType(type: string): type is ModuleType {
  return (MODULE_TYPES as readonly string[]).includes(type);
}
