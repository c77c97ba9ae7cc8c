/**
 * A form's entries as CSV for Excel: UTF-8 with a byte-order mark (without it
 * Excel reads the bytes as Windows-1252 and umlauts break), `;` between cells as German Excel
 * expects, CRLF line ends, cells quoted when they need it and cells that Excel would run as a
 * formula ("=", "+", "-", "@") prefixed with an apostrophe (CSV injection).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { formatBerlinDateTime } from '../../../common/format/berlin-display';
import type { Db } from '../../db/client';
import { formEntries, formFields, tempFiles } from '../../db/schema';

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? (value ? 'ja' : 'nein') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const row = (cells: unknown[]) => cells.map(csvCell).join(SEPARATOR);

/** 'Datum' in Berlin time as German Excel reads a date and time ("22.02.2027 19:30:05", no comma), never a UTC ISO string. */
export const csvDate = (at: Date): string => formatBerlinDateTime(at, 'de', true).replace(', ', ' ');

export async function entriesCsv(db: Db, formId: number): Promise<string> {
  const entries = await db.select().from(formEntries).where(eq(formEntries.formId, formId)).orderBy(asc(formEntries.createdAt), asc(formEntries.id));
  const files = entries.length ? await db.select({ entryId: tempFiles.entryId, slug: tempFiles.fieldSlug, name: tempFiles.originalName }).from(tempFiles).where(inArray(tempFiles.entryId, entries.map((e) => e.id))) : [];
  const fileName = new Map(files.map((f) => [`${f.entryId}:${f.slug}`, f.name]));
  // Columns in the form's field order, then fields the form no longer has; the newest entry's label names them.
  const fields = await db.select({ slug: formFields.slug }).from(formFields).where(eq(formFields.formId, formId)).orderBy(asc(formFields.position), asc(formFields.id));
  const labels = new Map<string, string>(fields.map((f) => [f.slug, f.slug]));
  for (const entry of entries) for (const [slug, value] of Object.entries(entry.labels)) labels.set(slug, value);
  for (const entry of entries) for (const slug of Object.keys(entry.fieldValues)) if (!labels.has(slug)) labels.set(slug, slug);
  const slugs = [...labels.keys()];
  const lines = [row(['ID', 'Datum', 'Sprache', 'Spam', ...slugs.map((s) => labels.get(s))])];
  for (const entry of entries) {
    const values = slugs.map((slug) => fileName.get(`${entry.id}:${slug}`) ?? entry.fieldValues[slug]);
    lines.push(row([entry.id, csvDate(entry.createdAt), entry.lang, entry.isSpam, ...values]));
  }
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
