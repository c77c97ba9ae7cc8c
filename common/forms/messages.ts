/**
 * The forms' strings: a feature namespace (common/i18n/namespace.ts), so only the form page's chunk
 * and the server carry them, not every visitor's first load. Also SPEC §5 texts for the codes of
 * common/forms/validate.ts.
 */
import de from '../i18n/de/forms';
import en from '../i18n/en/forms';
import { namespace } from '../i18n/namespace';
import type { Lang } from '../routes';
import { MAX_UPLOAD_BYTES, UPLOAD_KINDS } from './uploads';
import type { FieldErrorCode } from './validate';

export const tForms = namespace({ de, en });

export function fieldErrorMessage(lang: Lang, code: FieldErrorCode): string {
  return tForms(lang).errors[code]();
}

/** "10 MB" */
export const MAX_UPLOAD_TEXT = `${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;

export function fileTooLargeMessage(lang: Lang): string {
  return tForms(lang).upload.tooLarge({ max: MAX_UPLOAD_TEXT });
}

export function fileTypeMessage(lang: Lang): string {
  return tForms(lang).upload.wrongType({ kinds: UPLOAD_KINDS });
}
