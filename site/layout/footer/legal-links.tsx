import { css } from 'goober';
import { CONSENT_OPEN_EVENT } from '../../../common/consent/events';
import { buildPath, type Lang } from '../../../common/routes';
import { linkRow } from '../header/link-nav';
import { NavLink } from '../header/nav-link';
import { tFooter } from './strings';

/** The Whistleblower Protection Act (Hinweisgeberschutzgesetz) in the federal law portal. */
export const WHISTLEBLOWER_ACT_URL = 'https://www.gesetze-im-internet.de/hinschg/';

/** The static footer links (SPEC §2 "Footer"): terms, imprint, privacy, cookie settings, whistleblower act. */
export function LegalLinks({ lang }: { lang: Lang }) {
  const strings = tFooter(lang);
  return (
    <nav aria-label={strings.legalNav()}>
      <ul className={linkRow}>
        <li>
          <a href={buildPath('legals-agb', lang)}>{strings.gtc()}</a>
        </li>
        <li>
          <a href={buildPath('legals-imprint', lang)}>{strings.imprint()}</a>
        </li>
        <li>
          <a href={buildPath('legals-privacy', lang)}>{strings.privacy()}</a>
        </li>
        <li>
          <a href={buildPath('legals-accessibility', lang)}>{strings.accessibilityStatement()}</a>
        </li>
        <li>
          <button type="button" className={linkButton} onClick={() => window.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT))}>
            {strings.cookieSettings()}
          </button>
        </li>
        <li>
          <NavLink href={WHISTLEBLOWER_ACT_URL} external lang={lang}>
            {strings.whistleblower()}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

const linkButton = css`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
