/** Reading a form in a language (SPEC §3 "Form"), with the email2 confirmation appended. */
import { asc, eq } from 'drizzle-orm';
import type { Form, FormField } from '../../../common/api/forms';
import { withEmailConfirm } from '../../../common/forms/email-confirm';
import { isNumericFieldType } from '../../../common/forms/field-types';
import { tForms } from '../../../common/forms/messages';
import { pickText } from '../../../common/i18n/localized';
import type { Lang } from '../../../common/routes';
import type { Db } from '../../db/client';
import { formFields, forms } from '../../db/schema';
import { formSlug, formUrls } from './links';

type FieldRow = typeof formFields.$inferSelect;

function serializeField(row: FieldRow, lang: Lang): FormField | null {
  // A type code the builder does not know would be unusable and unvalidatable: leave it out.
  if (!isNumericFieldType(row.fieldType)) return null;
  return {
    id: row.id,
    label: pickText(row.label, lang),
    slug: row.slug,
    field_type: row.fieldType,
    required: row.required,
    visible: row.visible,
    choices: row.choices.map((c) => ({ value: c.value, label: pickText(c.label, lang) || c.value })),
    default: pickText(row.defaultValue, lang),
    placeholder_text: pickText(row.placeholderText, lang),
    help_text: pickText(row.helpText, lang),
  };
}

/** The form as the API serves it; null when it does not exist or is offline. */
export async function loadForm(db: Db, id: number, lang: Lang): Promise<Form | null> {
  const [form] = await db.select().from(forms).where(eq(forms.id, id));
  if (!form || !form.isOnline) return null;
  const rows = await db.select().from(formFields).where(eq(formFields.formId, id)).orderBy(asc(formFields.position), asc(formFields.id));
  const strings = tForms(lang);
  const fields = rows.map((row) => serializeField(row, lang)).filter((f): f is FormField => f !== null);
  return {
    id: form.id,
    slug: formSlug(form.slug, lang),
    title: pickText(form.title, lang),
    intro: pickText(form.intro, lang),
    success_message: pickText(form.successMessage, lang) || strings.received(),
    urls: formUrls(form.id, form.slug),
    fields: withEmailConfirm(fields, strings.emailConfirm(), strings.emailConfirmHelp()),
  };
}

/** Who hears of a new entry of this form ('' for nobody). */
export async function notifyAddressOf(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ notifyEmail: forms.notifyEmail }).from(forms).where(eq(forms.id, id));
  return row?.notifyEmail ?? '';
}
