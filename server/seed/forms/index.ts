/** Demo forms: a contact form and a residency application, every field type between them. */
import type { Db } from '../../db/client';
import { formFields, forms } from '../../db/schema';
import { SEED_FORMS } from './catalogue';

export interface FormsSeedOptions {
  /** Unused today; keeps the call the same as the other seed parts. */
  now?: Date;
}

/** Inserts the demo forms; answers their ids in catalogue order. */
export async function seedForms(db: Db, _opts: FormsSeedOptions = {}): Promise<number[]> {
  const ids: number[] = [];
  for (const form of SEED_FORMS) {
    const [row] = await db
      .insert(forms)
      .values({ slug: form.slug, title: form.title, intro: form.intro, successMessage: form.successMessage, notifyEmail: form.notifyEmail })
      .returning({ id: forms.id });
    const formId = row!.id;
    ids.push(formId);
    await db.insert(formFields).values(
      form.fields.map((f, position) => ({
        formId,
        position,
        slug: f.slug,
        label: f.label,
        fieldType: f.type,
        required: f.required ?? false,
        visible: f.visible ?? true,
        choices: f.choices ?? [],
        ...(f.default ? { defaultValue: f.default } : {}),
        ...(f.placeholder ? { placeholderText: f.placeholder } : {}),
        ...(f.help ? { helpText: f.help } : {}),
      })),
    );
  }
  return ids;
}
