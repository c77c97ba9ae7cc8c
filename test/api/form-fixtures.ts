/** A valid entry of the seeded contact form, shared by the forms and the resilience tests. */
import { eq, sql } from 'drizzle-orm';
import type { FieldValues } from '../../common/api/forms';
import { EMAIL_CONFIRM_SLUG } from '../../common/forms/field-types';
import type { Db } from '../../server/db/client';
import { forms } from '../../server/db/schema';
import { CONTACT_FORM } from '../../server/seed/forms/catalogue';

export const contact = (overrides: FieldValues = {}): FieldValues => ({
  name: 'Erika Mustermann',
  email: 'erika@example.org',
  anliegen: 'fuehrung',
  homepage: 'https://www.example.org',
  nachricht: 'Wir möchten mit einer Schulklasse kommen.',
  datenschutz: true,
  [EMAIL_CONFIRM_SLUG]: 'erika@example.org',
  ...overrides,
});

/** The id of the seeded contact form. */
export async function contactFormId(db: Db): Promise<number> {
  const [row] = await db.select({ id: forms.id }).from(forms).where(eq(sql`${forms.slug}->>'de'`, CONTACT_FORM.slug.de));
  return row!.id;
}
