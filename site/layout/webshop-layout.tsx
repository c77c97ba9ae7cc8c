/**
 * The embedded ticket-shop layout (SPEC §2 "Webshop routes"): a slim frame with the logo and the
 * page, and the cart and account entries of the header, so the cart the shop shows is one tap away
 *, and the site's footer with its imprint, privacy and terms exactly where buying happens
 *. The shop itself is embedded by the webshop page (site/pages/webshop.tsx).
 */
import { css } from 'goober';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ROUTES_BY_NAME } from '../../common/routes';
import { Footer } from './footer/footer';
import { routeTitle } from '../../common/document-title';
import { t } from '../../common/i18n';
import { useDocumentTitle } from '../router/document-state';
import { homePath, type Lang } from '../../common/routes';
import { colors, fonts, sizes } from '../../common/theme';
import { commonData } from '../stores/site-data';
import { ShopEntries } from './header/shop-entries';
import { useLoggedIn } from './header/use-logged-in';

export function WebshopLayout({ lang, children }: { lang: Lang; children: ReactNode }) {
  const common = commonData.value;
  const settings = common?.settings;
  const [path] = useLocation();
  const loggedIn = useLoggedIn();
  // The server's title, kept after the app boots; the shop's pages may name themselves.
  useDocumentTitle(path, routeTitle('webshop', lang));
  return (
    <>
      <header className={bar}>
        <a href={homePath(lang)} className={logo}>
          {t(lang).shell.siteName()}
        </a>
        {settings ? <ShopEntries lang={lang} settings={settings} loggedIn={loggedIn} /> : null}
      </header>
      <main id="content" tabIndex={-1}>
        {children}
      </main>
      {common ? <Footer lang={lang} route={ROUTES_BY_NAME.webshop} page={null} common={common} path={path} /> : null}
    </>
  );
}

const bar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
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
