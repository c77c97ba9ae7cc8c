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

/** The id of a seeded form, by its German slug. */
export async function seededFormId(db: Db, slug: string = CONTACT_FORM.slug.de): Promise<number> {
  const [row] = await db.select({ id: forms.id }).from(forms).where(eq(sql`${forms.slug}->>'de'`, slug));
  return row!.id;
}

/** The id of the seeded contact form. */
export const contactFormId = (db: Db): Promise<number> => seededFormId(db);

/** A valid entry of the seeded residency form, whose work sample is a file field (upload id or null). */
export const residencyEntry = (file: string | null): FieldValues => ({
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  [EMAIL_CONFIRM_SLUG]: 'ada@example.org',
  geburtsdatum: '1985-12-10',
  sparte: 'musik',
  beginn: '2026-09-01',
  gespraech: '2026-06-02T11:30',
  personen: 2,
  sprachen: ['deutsch', 'englisch'],
  raeume: ['saal', 'studio'],
  vorhaben: 'Eine Oper für Rechenmaschinen.',
  arbeitsprobe: file,
  datenschutz: true,
});

/** The payload and headers of a POST /api/temp-files/ with one file part (and the CSRF pair unless null). */
export function multipartFile(content: Buffer, filename: string, { mime = 'application/pdf', field = 'file', csrf }: { mime?: string; field?: string; csrf: { cookie: string; headers: Record<string, string> } | null }) {
  const boundary = '----formtest7d1';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(csrf ? { cookie: csrf.cookie, ...csrf.headers } : {}) } };
}
