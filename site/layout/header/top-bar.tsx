import { css } from 'goober';
import { t } from '../../../common/i18n';
import { colors, headerSizes, mq, sizes } from '../../../common/theme';
import type { LayoutPartProps } from '../layout-props';
import { LanguageSwitch } from './language-switch';
import { LinkNav } from './link-nav';
import { OpeningStatusText } from './opening-status';

/** Opening hours, top navigation and language switch above the main bar (SPEC §2 "Header"). */
export function TopBar({ lang, path, page, common }: LayoutPartProps) {
  return (
    <div className={bar}>
      <OpeningStatusText lang={lang} today={common.openingHours} />
      <div className={end}>
        <LinkNav label={t(lang).header.topNav()} links={common.nav.top} lang={lang} className={topNav} />
        <LanguageSwitch lang={lang} path={path} page={page} />
      </div>
    </div>
  );
}

const bar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  height: ${headerSizes.topBar};
  padding: 0 ${sizes.gutter};
  background: ${colors.primary};
  color: ${colors.onPrimary};
  font-size: 0.875rem;
  & a {
    color: inherit;
  }
`;

const end = css`
  display: flex;
  align-items: center;
  gap: 1.5rem;
`;

const topNav = css`
  ${mq.burgerMenu} {
    display: none;
  }
`;
