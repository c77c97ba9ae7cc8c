/** SPEC §3: every form ends with an extra field of type emailconfirm, slug email2. */
import type { FormField } from '../api/forms';
import { EMAIL_CONFIRM_SLUG, EMAIL_CONFIRM_TYPE, FIELD_TYPES } from './field-types';

/**
 * `fields` with the confirmation appended. It is required when the form's e-mail field is; without
 * an e-mail field it stays optional, since there is nothing to confirm.
 */
export function withEmailConfirm(fields: readonly FormField[], label: string, helpText: string): FormField[] {
  const email = fields.find((f) => f.field_type === FIELD_TYPES.EMAIL && f.visible);
  const confirm: FormField = {
    id: 0,
    label,
    slug: EMAIL_CONFIRM_SLUG,
    field_type: EMAIL_CONFIRM_TYPE,
    required: email?.required ?? false,
    visible: true,
    choices: [],
    default: '',
    placeholder_text: email?.placeholder_text ?? '',
    help_text: helpText,
  };
  return [...fields.filter((f) => f.slug !== EMAIL_CONFIRM_SLUG), confirm];
}
