/**
 * The frame of the user pages (SPEC §1 "a profile and a settings page"): the server inlines the user
 * details on first load; after client navigation they come from the user store. Anonymous visitors
 * see the way to the login (docs/DECISIONS.md "User details and logout").
 */
import { useEffect, type ReactNode } from 'react';
import type { UserDetails } from '../../../common/api/types';
import { loginHref } from '../../../common/login/login-href';
import type { Lang } from '../../../common/routes';
import { useDocumentTitle } from '../../router/document-state';
import { commonData } from '../../stores/site-data';
import { loadUser, tUser, updateUser, user, userStatus } from '../../stores/user';
import { page, title } from './styles';

interface AccountPageProps {
  lang: Lang;
  path: string;
  /** The inlined user details of a first load, else null. */
  data: UserDetails | null;
  heading: string;
  children: (details: UserDetails) => ReactNode;
}

export function AccountPage({ lang, path, data, heading, children }: AccountPageProps) {
  const inlined = data;
  useEffect(() => {
    if (inlined) updateUser(inlined);
    else void loadUser();
    // Once per mount: the router gives every path its own page instance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useDocumentTitle(path, heading);

  const status = userStatus.value;
  const details = status === 'ready' || !inlined ? user.value : inlined;
  const strings = tUser(lang);

  if (status === 'failed' && !inlined) {
    return (
      <section className={page}>
        <h1 className={title}>{heading}</h1>
        <p role="alert">{strings.loadFailed()}</p>
      </section>
    );
  }
  if (status !== 'ready' && !inlined) {
    return (
      <section className={page} aria-busy="true">
        <h1 className={title}>{heading}</h1>
        <p role="status">{strings.loading()}</p>
      </section>
    );
  }
  if (!details.is_logged_in) {
    const loginUrl = details.login_url || commonData.value?.settings.design.loginUrl || '';
    return (
      <section className={page}>
        <h1 className={title}>{strings.loginTitle()}</h1>
        <p>{strings.loginText()}</p>
        {loginUrl && <a href={loginHref(loginUrl, path)}>{strings.loginLink()}</a>}
      </section>
    );
  }
  return (
    <section className={page}>
      <h1 className={title}>{heading}</h1>
      {children(details)}
    </section>
  );
}
