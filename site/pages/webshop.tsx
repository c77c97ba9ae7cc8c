/** The webshop routes (SPEC §2): a placeholder inside the webshop layout until the shop is embedded. */
import { css } from 'goober';
import { t } from '../../common/i18n';
import { buildPath } from '../../common/routes';
import { colors, fonts, sizes } from '../../common/theme';
import { WebshopLayout } from '../layout/webshop-layout';
import type { PageProps } from './page-props';

export default function Webshop({ lang }: PageProps) {
  const strings = t(lang).site;
  return (
    <WebshopLayout lang={lang}>
      <section className={root}>
        <h1 className={title}>{strings.webshopTitle()}</h1>
        <p>{strings.webshopIntro()}</p>
        <a className={button} href={buildPath('events', lang)}>
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
