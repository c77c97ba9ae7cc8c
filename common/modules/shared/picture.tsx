/**
 * An ImageObj as `<picture>`: AVIF, WebP and JPEG renditions at the breakpoint widths (ARCHITECTURE
 * "Media"), width and height so nothing shifts, lazy unless it is the LCP candidate.
 */
import type { ImageObj, RenditionFormat } from '../../api/media';
import { breakpoints } from '../../theme';
import { usePlacement } from './context';

const TYPES: Record<RenditionFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

function srcset(image: ImageObj, format: RenditionFormat): string {
  return image.renditions
    .filter((r) => r.format === format)
    .sort((a, b) => a.width - b.width)
    .map((r) => `${r.url} ${r.width}w`)
    .join(', ');
}

/** The width share of the module's column on wide screens, full width when stacked. */
export function sizesFor(span: number): string {
  return span >= 12 ? '100vw' : `(min-width: ${breakpoints.md}) ${Math.round((span / 12) * 100)}vw, 100vw`;
}

export interface PictureProps {
  image: ImageObj;
  /** Eager, high fetch priority: only for the LCP image. */
  priority?: boolean;
  /** Decoration (backgrounds, posters behind a text): empty alt text. */
  decorative?: boolean;
  sizes?: string;
  className?: string;
}

export function Picture({ image, priority = false, decorative = false, sizes, className }: PictureProps) {
  const { span } = usePlacement();
  const jpeg = srcset(image, 'jpeg');
  const sizesAttr = sizes ?? sizesFor(span);
  return (
    <picture className={className}>
      {(['avif', 'webp'] as const).map((format) => {
        const set = srcset(image, format);
        return set ? <source key={format} type={TYPES[format]} srcSet={set} sizes={sizesAttr} /> : null;
      })}
      <img
        src={posterUrl(image)}
        srcSet={jpeg || undefined}
        sizes={jpeg ? sizesAttr : undefined}
        width={image.width}
        height={image.height}
        alt={decorative ? '' : image.alt}
        // Says 'decoration' on purpose, so the editor's quality checks tell it from a missing alt text.
        // Not by role=presentation: with alt="" that is invalid HTML, the empty alt already says it.
        data-decorative={decorative || undefined}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        // Crops by object-fit keep the editor's focal point in view.
        style={image.focal ? { objectPosition: `${Math.round(image.focal.x * 100)}% ${Math.round(image.focal.y * 100)}%` } : undefined}
      />
    </picture>
  );
}

/** One URL for browsers without `srcset` and for `<video poster>`: a desktop-sized JPEG rendition, or the original. */
export function posterUrl(image: ImageObj | null | undefined): string | undefined {
  if (!image) return undefined;
  return image.renditions.filter((r) => r.format === 'jpeg').sort((a, b) => a.width - b.width).find((r) => r.width >= 1024)?.url ?? image.url;
}

/**
 * A card's picture filling its width at a fixed ratio, cropped rather than stretched: the rule of
 * every card with a picture, as CSS text for a `css` block. It lives with the Picture it styles, as
 * a file of its own became a chunk of its own on the programme pages (ARCHITECTURE "Budgets").
 */
export const cardMedia = (ratio: `${number} / ${number}`) => `& img{display:block;width:100%;height:auto;aspect-ratio:${ratio};object-fit:cover;}`;
