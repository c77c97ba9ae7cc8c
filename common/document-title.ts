/**
 * The browser tab's title: the page's own title, then the site's name — unless the editors already
 * wrote the name into the page title ("Impressum – Kulturzentrum …"), which would name it twice.
 * The server's <title> and the visitor app after client navigation use this one rule.
 */
export function documentTitle(own: string | null | undefined, siteName: string): string {
  if (!own) return siteName;
  return own.includes(siteName) ? own : `${own} | ${siteName}`;
}
