/** Image shapes (SPEC §3 image_obj / image_thumbnails; ARCHITECTURE "Media"). */

/** Widths the server renders (SPEC §9 image breakpoints). */
export const RENDITION_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
export const RENDITION_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];

export interface Rendition {
  format: RenditionFormat;
  width: number;
  height: number;
  /** Public URL, content-addressed and cacheable forever. */
  url: string;
}

/** An image as the API gives it out, ready for `<picture>` with width and height. */
export interface ImageObj {
  id: number;
  url: string;
  width: number;
  height: number;
  alt: string;
  credit: string;
  renditions: Rendition[];
  /** Where CSS crops (object-fit: cover) keep the picture's subject, 0–1 from left and top; absent means the centre. */
  focal?: { x: number; y: number };
}
