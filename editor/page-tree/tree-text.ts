import { isValidationError } from '../../common/api/editor';
import type { PageTreeNode } from '../../common/api/page-tree';
import { errorMessage } from '../i18n/field-errors';
import type { Lang } from '../../common/routes';
import { EditorRequestError } from '../api/request';
import { tPageTree } from './strings';

/** A page as the tree and 'Neue Seite' name it: its title, else the German one, else its address. */
export const titleOf = (node: PageTreeNode, lang: Lang): string => node.title[lang] || node.title.de || node.urls[lang];

/** The refusal of a tree or dialog call in words: field messages, else the server's message. */
export function refusal(error: unknown, lang: Lang): string {
  const body = error instanceof EditorRequestError ? error.body : null;
  if (isValidationError(body)) return body.errors.map((e) => errorMessage(e, lang)).join(' ');
  return error instanceof EditorRequestError && error.status >= 400 && error.status < 500 ? error.message : tPageTree(lang).failed();
}
