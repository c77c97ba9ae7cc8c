/**
 * Accessibility navigation (SPEC §2 "Default layout"): skip links to the content, the main
 * navigation and the footer, visible only when focused (their static CSS: common/styles/document-css.ts).
 */
import { t } from '../../common/i18n';
import type { Lang } from '../../common/routes';
import { SKIP_LINKS_CLASS } from '../../common/styles/class-names';

/** Targets of the skip links; the default layout places them. */
export const SKIP_TARGETS = { content: 'content', navigation: 'navigation', footer: 'footer' } as const;

export function AccessibilityNav({ lang }: { lang: Lang }) {
  const strings = t(lang);
  return (
    <nav aria-label={strings.site.skipLinks()} className={SKIP_LINKS_CLASS} data-print="hide">
      <a href={`#${SKIP_TARGETS.content}`}>{strings.common.skipToContent()}</a>
      <a href={`#${SKIP_TARGETS.navigation}`}>{strings.site.skipToNavigation()}</a>
      <a href={`#${SKIP_TARGETS.footer}`}>{strings.site.skipToFooter()}</a>
    </nav>
  );
}
