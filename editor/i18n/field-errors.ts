/**
 * A module field's error in words, in the language the editor works in: from the validation
 * strings fetched with the editor's own (editor/i18n/strings.ts), so an editor downloads one
 * language of them. The server words its refusals in both with common/modules/validate.ts.
 */
import type { FieldError } from '../../common/modules/define';
import type { Lang } from '../../common/routes';
import { tValidation } from './strings';

/** e.g. "Der Text darf höchstens 3000 Zeichen lang sein." */
export function errorMessage(error: FieldError, lang: Lang): string {
  return tValidation(lang).errors[error.code](error.params ?? {});
}
