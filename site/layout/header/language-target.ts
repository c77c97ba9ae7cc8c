import type { Page } from '../../../common/api/types';
import { homePath, translatePath, type Lang } from '../../../common/routes';

/**
 * Where the language switch leads (ARCHITECTURE "Bilingual content"): a CMS page to its sibling
 * (`page.urls`), a route of the table to the same route in the other language, anything else to the
 * other language's home page.
 */
export function languageTarget(target: Lang, path: string, page: Page | null): string {
  return page?.urls[target] || translatePath(path, target) || homePath(target);
}
