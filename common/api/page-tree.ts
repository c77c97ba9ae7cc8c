/**
 * The page tree, menu entries and 'Neue Seite' of the editor API, apart
 * from common/api/editor.ts so that only the chunks that use them carry them (the editor app's budget).
 */
import type { Localized } from '../i18n/localized';
import type { Lang } from '../routes';
import { EDITOR_API } from './editor';
import type { LangUrls } from './types';

/** The menus a page can stand in; 'Im Menü' is `main`, 'Im Footer' is `footer`. */
export type PageMenu = 'main' | 'top' | 'footer';
export const PAGE_MENUS: readonly PageMenu[] = ['main', 'top', 'footer'];

/** One page of the tree, in tree order (parents before children, siblings by position). */
export interface PageTreeNode {
  id: number;
  parent: number | null;
  position: number;
  /** Both languages: the tree names a page by its title in the editor's language, never by a code. */
  title: Localized;
  urls: LangUrls;
  is_online: boolean;
  /** False until the page's first publish: no visitor sees it, nor its menu entries. */
  is_published: boolean;
  /** Per menu: the page's entry there (its own label, empty = the page title), or null. */
  menus: Record<PageMenu, { label: Localized } | null>;
}

/**
 * GET …/page-tree/ → PageTreeNode[] (all pages).
 * POST …/page-tree/{id}/move/ {@link PageMoveInput} → PageTreeNode[]: the page moves under `parent`
 * at `position` among its siblings; its address and its children's follow, each old address gets a
 * redirect, its menu entries move under the new parent's entries. 400 `parent` (notFound,
 * notAllowedHere) or `urls.de`/`urls.en` (taken) otherwise.
 * POST …/page-tree/{id}/menu/ {@link PageMenuInput} → PageTreeNode[]: adds or removes the entry.
 * GET …/page-tree/address/?path= → {@link AddressCheck}: the live collision check of 'Neue Seite'.
 */
export interface PageMoveInput {
  parent: number | null;
  position: number;
}

export interface PageMenuInput {
  menu: PageMenu;
  on: boolean;
  /** Only when `on`: the entry's own label; empty or absent = the page title. */
  label?: Localized;
}

export interface AddressCheck {
  path: string;
  /** null when free; else the code the save would answer: `taken`, `urlFormat`. */
  problem: 'taken' | 'urlFormat' | null;
}

export const PAGE_TREE_PATH = 'page-tree';
export const pageTreeUrl = (lang: Lang, ...rest: (string | number)[]): string => `/${lang}/${EDITOR_API}/${PAGE_TREE_PATH}/${rest.map((p) => `${encodeURIComponent(String(p))}/`).join('')}`;

/** Templates of 'Neue Seite' (POST …/pages/ `template`): one empty section, or one holding the title as a headline. */
export type PageTemplate = 'empty' | 'headline';
export const PAGE_TEMPLATES: readonly PageTemplate[] = ['empty', 'headline'];
