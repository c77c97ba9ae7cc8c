/**
 * A module field's error in words, in either language: the server's refusals (SPEC §5) and the
 * tests. The editor words the same errors from the one language it has fetched
 * (editor/i18n/field-errors.ts), so this module, which carries both, stays out of its bundle.
 */
import { typesafeI18nObject } from 'typesafe-i18n';
import de from '../i18n/de/module-validation';
import en from '../i18n/en/module-validation';
import type { Lang } from '../routes';
import type { FieldError } from './define';

const VALIDATION_STRINGS = { de, en } as const;

/** e.g. "Der Text darf höchstens 3000 Zeichen lang sein." */
export function errorMessage(error: FieldError, lang: Lang): string {
  return typesafeI18nObject(lang, VALIDATION_STRINGS[lang]).errors[error.code](error.params ?? {});
}
