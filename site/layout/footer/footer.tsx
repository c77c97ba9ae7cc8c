import { css } from 'goober';
import { t } from '../../../common/i18n';
import { colors, mq, sizes } from '../../../common/theme';
import { LinkNav } from '../header/link-nav';
import type { LayoutPartProps } from '../layout-props';
import { HtmlBlock } from './html-block';
import { LegalLinks } from './legal-links';
import { tFooter } from './strings';

/**
 * The site footer (SPEC §2 "Footer"): the editors' top block, the footer navigation, the static
 * legal links, the venue logo and any custom logos, then the editors' bottom block.
 */
export function Footer({ lang, common }: LayoutPartProps) {
  const { settings, nav } = common;
  const strings = t(lang);
  const logo = settings.design.header.logo;
  return (
    <footer className={root}>
      <div className={inner}>
        <HtmlBlock code={settings.html_footer_top.code} />
        <LinkNav label={strings.header.footerNav()} links={nav.footer} lang={lang} />
        <LegalLinks lang={lang} />
        <div className={logos}>
          {logo && <img src={logo} alt="" className={venueLogo} />}
          <HtmlBlock code={settings.html_footer_logos?.code} label={tFooter(lang).logos()} />
        </div>
        <HtmlBlock code={settings.html_footer_bottom.code} />
      </div>
    </footer>
  );
}

const root = css`
  background: ${colors.surface};
  color: ${colors.text};
  ${mq.print} {
    display: none;
  }
`;

const inner = css`
  display: flex;
  flex-direction: column;
  gap: 2rem;
  max-width: ${sizes.maxContainer};
  margin: 0 auto;
  padding: 3rem ${sizes.gutter};
`;

const logos = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2rem;
`;

const venueLogo = css`
  height: 3rem;
  width: auto;
`;
