/**
 * URL slugs from titles, the same in the editor (suggesting a page's address as
 * the title is typed) and on the server (file names): German umlauts as ae, oe, ue and ß as ss, other
 * accents dropped, everything else that is not a letter or digit becomes one dash.
 */
const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss', ẞ: 'SS' };

export function slugify(text: string, maxLength = 80): string {
  return text
    .replace(/[äöüÄÖÜßẞ]/g, (c) => UMLAUTS[c]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}

/** A page's suggested path in a language: below its parent's path, or below the language's home. */
export function suggestPath(title: string, lang: string, parentPath?: string | null): string {
  const base = parentPath && parentPath !== '/' ? parentPath.replace(/\/+$/, '') : `/${lang}`;
  const slug = slugify(title);
  return slug ? `${base}/${slug}` : base;
}
