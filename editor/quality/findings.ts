/**
 * What the quality checks find and the checks of our own that need no axe-core:
 * heading order, alt texts that are empty or a file name, and the internal links of the content.
 * They read only the page's sections (common/editor-seam.ts: a section's element has its slug as id),
 * the part of the page an editor can change.
 */

export type Finding =
  | { kind: 'headingSkipped'; element: Element; from: number; to: number }
  | { kind: 'altMissing'; element: Element }
  | { kind: 'altFileName'; element: Element; alt: string }
  | { kind: 'linkName' | 'buttonName' | 'frameTitle' | 'contrast'; element: Element }
  | { kind: 'deadLink'; element: Element; href: string };

/** Camera and screenshot names ('IMG_1234', 'DSC01234', 'PXL_2024…', 'Screenshot 2024-…') or a name ending in an image extension. */
const FILE_NAME = [/\.(jpe?g|png|gif|webp|avif|svg|tiff?|heic|bmp)$/i, /^(img|dsc|dscn|dcim|pxl|photo|bild|screenshot|bildschirmfoto)[\s_-]?\d/i];

export function looksLikeFileName(alt: string): boolean {
  const text = alt.trim();
  return FILE_NAME.some((pattern) => pattern.test(text));
}

/** A heading not rendered at all (display: none) does not count; a visually hidden one does: screen readers read it. */
function hidden(element: Element): boolean {
  const html = element as HTMLElement;
  return typeof html.checkVisibility === 'function' && !html.checkVisibility();
}

/** Images marked as decoration (common/modules/shared/picture.tsx) say so themselves and need no text. */
function decorative(image: Element): boolean {
  return image.matches('[data-decorative],[role=presentation],[role=none]') || image.closest('[aria-hidden="true"]') !== null;
}

export function checkImages(sections: readonly Element[]): Finding[] {
  const found: Finding[] = [];
  for (const section of sections) {
    for (const image of section.querySelectorAll('img')) {
      if (decorative(image)) continue;
      const alt = image.getAttribute('alt') ?? '';
      if (!alt.trim()) found.push({ kind: 'altMissing', element: image });
      else if (looksLikeFileName(alt)) found.push({ kind: 'altFileName', element: image, alt: alt.trim() });
    }
  }
  return found;
}

function levelOf(heading: Element): number {
  const tag = /^H([1-6])$/.exec(heading.tagName);
  return tag ? Number(tag[1]) : Number(heading.getAttribute('aria-level')) || 2;
}

/**
 * A heading more than one level below the one before it (h4 straight after h2). The page's own
 * title (h1) and the headings before the content count as what comes before; only skips inside the
 * sections are the editor's to fix.
 */
export function checkHeadings(root: ParentNode, sections: readonly Element[]): Finding[] {
  const found: Finding[] = [];
  let previous = 0;
  for (const heading of root.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"][aria-level]')) {
    if (hidden(heading)) continue;
    const level = levelOf(heading);
    if (previous > 0 && level > previous + 1 && sections.some((section) => section.contains(heading))) found.push({ kind: 'headingSkipped', element: heading, from: previous, to: level });
    previous = level;
  }
  return found;
}

/** Files and API answers are not pages; only a page can have been deleted by an editor. */
const NOT_PAGES = /^\/(assets|media|api)\/|^\/[a-z]{2}\/(api|pageeditor-api)\/|\.[a-z0-9]{2,5}$/i;

/** Paths of the links in the content that lead to our own pages, each with its links, for the dead-link probe. */
export function internalLinks(sections: readonly Element[], origin = location.origin): Map<string, Element[]> {
  const links = new Map<string, Element[]>();
  for (const section of sections) {
    for (const link of section.querySelectorAll('a[href]')) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue;
      let url: URL;
      try {
        url = new URL(href, origin);
      } catch {
        continue;
      }
      if (url.origin !== origin || NOT_PAGES.test(url.pathname)) continue;
      const path = url.pathname;
      links.set(path, [...(links.get(path) ?? []), link]);
    }
  }
  return links;
}
