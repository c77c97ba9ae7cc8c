/** The editor API's answers in the call's language, and its one way to refuse a write (400 with field errors). */
import type { FieldError } from '../../../common/modules/define';
import de from '../../../common/i18n/de/editor-api';
import en from '../../../common/i18n/en/editor-api';
import { namespace } from '../../../common/i18n/namespace';
import type { Lang } from '../../../common/routes';
import { HttpError } from '../../errors';

export const tEditorApi = namespace({ de, en });

/** 400 `{message, statusCode, errors}` (common/api/editor.ts ValidationErrorBody). */
export function invalid(errors: FieldError[], lang: Lang): HttpError {
  return new HttpError(400, tEditorApi(lang).invalid(), { errors });
}

export const missing = (message: string) => new HttpError(404, message);
