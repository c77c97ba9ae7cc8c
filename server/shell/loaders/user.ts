/**
 * The user pages (SPEC §1): the user details inline, so the profile paints without the user call.
 * Anonymous visitors get the same address with status 200 and the way to the login (docs/DECISIONS.md
 * "User details and logout"); nobody's account is ever indexed.
 */
import de from '../../../common/i18n/de/user';
import en from '../../../common/i18n/en/user';
import { namespace } from '../../../common/i18n/namespace';
import { userDetailsOf } from '../../features/user/user-details';
import type { RouteLoader } from './types';

const tUser = namespace({ de, en });

export const userPageLoader: RouteLoader<'user-profile' | 'user-settings'> = async ({ user, common, lang, route }) => {
  const strings = tUser(lang);
  return {
    data: userDetailsOf(user, common.settings.design),
    head: { title: route.name === 'user-settings' ? strings.settings() : strings.profile(), robots: 'noindex' },
  };
};
