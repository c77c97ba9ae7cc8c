/**
 * Accessibility navigation (SPEC §2 "Default layout"): skip links to the content, the main
 * navigation and the footer, visible only when focused.
 */
import { css } from 'goober';
import { t } from '../../common/i18n';
import type { Lang } from '../../common/routes';
import { colors } from '../../common/theme';

/** Targets of the skip links; the default layout places them. */
export const SKIP_TARGETS = { content: 'content', navigation: 'navigation', footer: 'footer' } as const;

export function AccessibilityNav({ lang }: { lang: Lang }) {
  const strings = t(lang);
  return (
    <nav aria-label={strings.site.skipLinks()} className={root} data-print="hide">
      <a href={`#${SKIP_TARGETS.content}`}>{strings.common.skipToContent()}</a>
      <a href={`#${SKIP_TARGETS.navigation}`}>{strings.site.skipToNavigation()}</a>
      <a href={`#${SKIP_TARGETS.footer}`}>{strings.site.skipToFooter()}</a>
    </nav>
  );
}

const root = css`
  & a {
    position: absolute;
    left: 0.5rem;
    top: -10rem;
    z-index: 1100;
    padding: 0.75rem 1rem;
    background: ${colors.primary};
    color: ${colors.onPrimary};
  }
  & a:focus {
    top: 0.5rem;
  }
`;
