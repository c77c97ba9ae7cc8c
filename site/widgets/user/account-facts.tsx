import type { UserDetails } from '../../../common/api/types';
import type { Lang } from '../../../common/routes';
import { displayName, tUser } from '../../stores/user';
import { facts } from './styles';

/** Name, email address and username (SPEC §3 "User details"). */
export function AccountFacts({ lang, details }: { lang: Lang; details: UserDetails }) {
  const strings = tUser(lang);
  return (
    <dl className={facts}>
      <dt>{strings.name()}</dt>
      <dd>{displayName(details)}</dd>
      <dt>{strings.email()}</dt>
      <dd>{details.email}</dd>
      <dt>{strings.username()}</dt>
      <dd>{details.username}</dd>
    </dl>
  );
}
