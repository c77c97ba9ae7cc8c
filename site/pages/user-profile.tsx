/** /{lang}/user/profile (SPEC §1 "My Profile"): who is logged in, the way to the ticket shop, settings and logout. */
import { canEdit } from '../../common/roles';
import { buildPath } from '../../common/routes';
import { displayName, tUser } from '../stores/user';
import { AccountFacts } from '../widgets/user/account-facts';
import { AccountPage } from '../widgets/user/account-page';
import { LogoutButton } from '../widgets/user/logout-button';
import { TwoFactorSettings } from '../widgets/user/two-factor/two-factor-settings';
import { actions, button, secondary, subtitle } from '../widgets/user/styles';
import type { PageProps } from './page-props';

export default function UserProfile({ lang, path, data }: PageProps<'user-profile'>) {
  const strings = tUser(lang);
  return (
    <AccountPage lang={lang} path={path} data={data} heading={strings.profile()}>
      {(details) => (
        <>
          <p>{strings.welcome({ name: displayName(details) })}</p>
          <section>
            <h2 className={subtitle}>{strings.accountData()}</h2>
            <AccountFacts lang={lang} details={details} />
          </section>
          <section>
            <h2 className={subtitle}>{strings.ticketsTitle()}</h2>
            <p>{strings.ticketsText()}</p>
            <a className={button} href={details.webshop_url}>
              {strings.toWebshop()}
            </a>
          </section>
          {/* Staff sign in to change the site; visitors' accounts live in the ticket shop. */}
          {canEdit(details.role) && <TwoFactorSettings lang={lang} />}
          <div className={actions}>
            <a href={buildPath('user-settings', lang)} className={`${button} ${secondary}`}>
              {strings.settings()}
            </a>
            <LogoutButton lang={lang} className={`${button} ${secondary}`} />
          </div>
        </>
      )}
    </AccountPage>
  );
}
