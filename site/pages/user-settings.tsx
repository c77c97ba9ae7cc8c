/**
 * /{lang}/user/settings (SPEC §1): what a visitor can set here. The account itself (name, email
 * address, password) lives in the ticket shop, so this page shows it and links there; the cookie
 * choice is set here; and logging out (docs/DECISIONS.md "User details and logout").
 */
import { CONSENT_OPEN_EVENT } from '../../common/consent/events';
import { buildPath } from '../../common/routes';
import { tUser } from '../stores/user';
import { AccountFacts } from '../widgets/user/account-facts';
import { AccountPage } from '../widgets/user/account-page';
import { LogoutButton } from '../widgets/user/logout-button';
import { actions, button, secondary, subtitle } from '../widgets/user/styles';
import type { PageProps } from './page-props';

export default function UserSettings({ lang, path, data }: PageProps<'user-settings'>) {
  const strings = tUser(lang);
  return (
    <AccountPage lang={lang} path={path} data={data} heading={strings.settings()}>
      {(details) => (
        <>
          <section>
            <h2 className={subtitle}>{strings.accountData()}</h2>
            <AccountFacts lang={lang} details={details} />
            <p>{strings.changeDataText()}</p>
            <a className={button} href={details.webshop_url}>
              {strings.toWebshop()}
            </a>
          </section>
          <section>
            <h2 className={subtitle}>{strings.cookiesTitle()}</h2>
            <p>{strings.cookiesText()}</p>
            <button type="button" className={button} onClick={() => window.dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT))}>
              {strings.cookiesButton()}
            </button>
          </section>
          <section>
            <h2 className={subtitle}>{strings.logout()}</h2>
            <p>{strings.logoutText()}</p>
            <div className={actions}>
              <LogoutButton lang={lang} className={button} />
              <a href={buildPath('user-profile', lang)} className={`${button} ${secondary}`}>
                {strings.profile()}
              </a>
            </div>
          </section>
        </>
      )}
    </AccountPage>
  );
}
