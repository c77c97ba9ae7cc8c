/**
 * The slug suggested from a title (issue #10 point 9): ä→ae, ö→oe, ü→ue, ß→ss, lowercase letters,
 * digits and dashes. Replaced by common/slugify.ts once the server branch lands it (its contract
 * names that file), so both ends suggest and check the same.
 */
export function suggestSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `/de/haus/geschichte` with a new last part. */
export function withLastPart(url: string, slug: string): string {
  const parts = url.split('/');
  if (parts.length <= 2) return `${url.replace(/\/$/, '')}/${slug}`;
  parts[parts.length - 1] = slug;
  return parts.join('/');
}
