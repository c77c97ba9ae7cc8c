/**
 * The webshop routes (SPEC §2): /webshop, /eventim.webshop, /eventim-template, /test.webshop and
 * /testshop, each with /* beneath, in the webshop layout. They embed the ticket shop's own pages:
 * an event's page (/webshop/event/{id_jet}), the cart, the account, the watch list, else the shop's
 * start (docs/DECISIONS.md "The embedded ticket shop"). Addresses of the old ticket shop that name
 * its event list, item groups or series lead to the site's pages ("Old ticket-shop paths").
 */
import { css } from 'goober';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { buildPath } from '../../common/routes';
import { colors, fonts, sizes } from '../../common/theme';
import { oldShopTarget, shopViewOf, webshopLang } from '../../common/webshop-paths';
import { tWebshop, webshopTitle } from '../../common/webshop-titles';
import { WebshopLayout } from '../layout/webshop-layout';
import { srOnly } from '../layout/header/sr-only';
import { useDocumentTitle } from '../router/document-state';
import { commonData } from '../stores/site-data';
import { ShopFrame } from '../widgets/booking/shop-frame';
import type { PageProps } from './page-props';

/**
 * The shop's address from the first webshop page of this visit: the shell inlines route data on a
 * full page load only, and the cart and account entries of the webshop layout navigate in the app.
 */
let knownShopUrl: string | null = null;

/** The shop's address from this page's route data, or the one remembered from an earlier webshop page. */
function shopUrlOf(route: { shop_url: string | null } | null): string | null {
  if (route) knownShopUrl = route.shop_url;
  return route ? route.shop_url : knownShopUrl;
}

export default function Webshop({ lang: routeLang, path, data }: PageProps<'webshop'>) {
  // wouter's search: the server render reads the query too (`?lang=en` is English there as well).
  const searchText = useSearch();
  const search = searchText ? `?${searchText}` : '';
  const lang = webshopLang(search, routeLang);
  const text = tWebshop(lang);
  const route = data;
  // The server answers old-shop addresses with a 301 (server/shell/resolve.ts); this covers a page
  // restored from the browser's history or the service worker.
  const target = typeof location === 'undefined' ? null : oldShopTarget(path, location.search, routeLang);
  useEffect(() => {
    if (target) location.replace(target);
  }, [target]);
  const view = shopViewOf(path);
  const event = view.kind === 'event' ? route?.event : null;
  const heading = webshopTitle(view, lang, event?.title);
  useDocumentTitle(path, heading);
  const online = commonData.value?.settings.is_shop_online ?? true;
  const shopUrl = shopUrlOf(route);
  return (
    <WebshopLayout lang={lang}>
      <section className={root}>
        {event ? (
          <p>
            <a href={event.url}>← {text.backToEvent({ title: event.title })}</a>
          </p>
        ) : null}
        {/* The shop's page shows its own heading; ours names the page for screen readers and the outline. */}
        <h1 className={shopUrl && online ? srOnly : title}>{heading}</h1>
        {!online || !shopUrl ? (
          <>
            <p role="status">{online ? text.noShop() : text.offline()}</p>
            <p>
              <a href={buildPath('events', lang)}>{text.toEvents()}</a>
            </p>
          </>
        ) : (
          <ShopFrame shopUrl={shopUrl} view={view} lang={lang} title={text.frameTitle({ page: heading })} openText={text.openShop()} />
        )}
      </section>
    </WebshopLayout>
  );
}

const root = css`
  max-width: 64rem;
  margin: 0 auto;
  padding: 1rem ${sizes.gutter} 3rem;
  & a {
    color: ${colors.primary};
  }
`;

const title = css`
  font-family: ${fonts.heading};
  font-size: clamp(1.75rem, 5vw, 2.5rem);
  margin: 0.5rem 0 1rem;
  overflow-wrap: anywhere;
`;
