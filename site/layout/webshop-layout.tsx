/**
 * The embedded ticket-shop layout (SPEC §2 "Webshop routes"): a slim frame with the logo and the
 * page; the shop itself is embedded by the webshop feature later.
 */
import { css } from 'goober';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { routeTitle } from '../../common/document-title';
import { t } from '../../common/i18n';
import { useDocumentTitle } from '../router/document-state';
import { homePath, type Lang } from '../../common/routes';
import { colors, fonts, sizes } from '../../common/theme';

export function WebshopLayout({ lang, children }: { lang: Lang; children: ReactNode }) {
  // The server's title, kept after the app boots (issue #9 point 6); the shop's pages may name themselves.
  useDocumentTitle(useLocation()[0], routeTitle('webshop', lang));
  return (
    <>
      <header className={bar}>
        <a href={homePath(lang)} className={logo}>
          {t(lang).shell.siteName()}
        </a>
      </header>
      <main id="content" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

const bar = css`
  display: flex;
  align-items: center;
  min-height: 4.5rem;
  padding: 0 ${sizes.gutter};
  border-bottom: 1px solid ${colors.border};
`;

const logo = css`
  font-family: ${fonts.heading};
  font-size: 1.25rem;
  color: ${colors.primary};
  text-decoration: none;
`;
