/**
 * The webshop routes (SPEC §2): /webshop, /eventim.webshop, /eventim-template, /test.webshop and
 * /testshop, each with /* beneath, in the embedded webshop layout. Addresses of the old ticket shop
 * that name its event list, item groups or series lead to the site's events page, its articles (the
 * media library) and its subscriptions (/abonnements): docs/DECISIONS.md "Old ticket-shop paths".
 */
import { css } from 'goober';
import { useEffect } from 'react';
import { t } from '../../common/i18n';
import { buildPath } from '../../common/routes';
import { oldShopTarget } from '../../common/webshop-paths';
import { colors, fonts, sizes } from '../../common/theme';
import { WebshopLayout } from '../layout/webshop-layout';
import type { PageProps } from './page-props';

export default function Webshop({ lang, path }: PageProps<'webshop'>) {
  const strings = t(lang).site;
  // The server answers old-shop addresses with a 301 (server/shell/resolve.ts); this covers a page
  // restored from the browser's history or the service worker.
  const target = typeof location === 'undefined' ? null : oldShopTarget(path, location.search, lang);
  useEffect(() => {
    if (target) location.replace(target);
  }, [target]);
  return (
    <WebshopLayout lang={lang}>
      <section className={root}>
        <h1 className={title}>{strings.webshopTitle()}</h1>
        <p>{strings.webshopIntro()}</p>
        <a className={button} href={target ?? buildPath('events', lang)}>
          {strings.webshopToEvents()}
        </a>
      </section>
    </WebshopLayout>
  );
}

const root = css`
  max-width: 48rem;
  margin: 0 auto;
  padding: clamp(2rem, 8vw, 6rem) ${sizes.gutter};
`;

const title = css`
  font-family: ${fonts.heading};
  font-size: clamp(2rem, 5vw, 3rem);
`;

const button = css`
  display: inline-block;
  padding: 0.75rem 1.5rem;
  background: ${colors.primary};
  color: ${colors.onPrimary};
  text-decoration: none;
`;
