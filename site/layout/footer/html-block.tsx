/**
 * HTML the editors enter in the site settings (SPEC §3 "Site settings": html_footer_*.code), rendered
 * as it is: only logged-in editors can write it, and it may carry their own markup and styles.
 */
export function HtmlBlock({ code, className, label }: { code: string | undefined; className?: string; label?: string }) {
  if (!code?.trim()) return null;
  return <div className={className} aria-label={label} role={label ? 'group' : undefined} dangerouslySetInnerHTML={{ __html: code }} />;
}
