/**
 * Where a finding sits, in the editor's words: the section (by its place on the page) and the module
 * holding the element. The visitor's DOM tells the editor only a section's slug (its element's id,
 * common/editor-seam.ts) and each column's index (data-column, common/modules/shared/column-grid.tsx);
 * a module is the column's child element that holds the finding, in the order of the page data.
 */
import type { ModuleData, Page } from '../../common/api/types';
import { moduleIdOf } from '../../common/modules/module-id-attribute';
import { isOnline } from '../../common/online-window';

export interface Place {
  /** 1-based place of the section on the page. */
  section: number;
  /** The element to scroll to and outline: the module, or the section when the module is not known. */
  target: Element;
  module: ModuleData | null;
}

/** The page's section elements, in page order. */
export function sectionElements(page: Pick<Page, 'modules'> | null | undefined): Element[] {
  if (!page) return [];
  return page.modules.map((section) => document.getElementById(section.slug)).filter((el): el is HTMLElement => el !== null);
}

export function locate(element: Element, page: Page): Place | null {
  const index = page.modules.findIndex((section) => document.getElementById(section.slug)?.contains(element));
  if (index < 0) return null;
  const section = page.modules[index]!;
  const sectionElement = document.getElementById(section.slug)!;
  // In edit mode a marker names each module's first element (common/modules/module-id-attribute.ts):
  // the outermost marked element holding the finding is the module, and what to outline.
  let marked: { element: Element; id: number } | null = null;
  for (let at: Element | null = element; at && at !== sectionElement; at = at.parentElement) {
    const id = moduleIdOf(at);
    if (id !== null) marked = { element: at, id };
  }
  if (marked) {
    const id = marked.id;
    const module = section.columns.flatMap((c) => c.children).find((m) => m.id === id) ?? null;
    return { section: index + 1, target: marked.element, module };
  }
  // The outermost column: a module may hold a grid of its own.
  let column: Element | null = null;
  for (let at = element.parentElement; at && at !== sectionElement; at = at.parentElement) if (at.hasAttribute('data-column')) column = at;
  if (!column) return { section: index + 1, target: sectionElement, module: null };
  const target = [...column.children].find((child) => child.contains(element)) ?? element;
  const modules = section.columns.find((c) => String(c.index) === column.getAttribute('data-column'))?.children ?? [];
  // Renderers draw one element per shown module; modules outside their online window may be absent.
  const elements = column.children.length;
  const shown = elements === modules.length ? modules : modules.filter((module) => isOnline(module));
  const module = shown.length === elements ? (shown[[...column.children].indexOf(target)] ?? null) : null;
  return { section: index + 1, target, module };
}
