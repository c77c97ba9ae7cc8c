/**
 * The login address (routes.ts `login`, design setting `loginUrl`): a lazy route
 * chunk of the visitor app, so the anonymous visitors who sign in download no editor code. After
 * signing in, a full page load goes to `?next=` (a same-site path only, common/safe-next.ts; the
 * server checks it again), where the user store finds the session and loads the editor. Without
 * JavaScript the browser posts the form to this address (server/features/auth/page-login.ts).
 */
import { css } from 'goober';
import { LoginForm, tLogin } from '../../common/login/login-form';
import { safeNextPath } from '../../common/safe-next';
import { buildPath, homePath } from '../../common/routes';
import { useSearch } from 'wouter';
import { fonts, sizes } from '../../common/theme';
import type { PageProps } from './page-props';

export default function Login({ lang, data }: PageProps<'login'>) {
  // wouter's search: the server render reads `next` too, for the form it posts without JavaScript.
  const next = safeNextPath(new URLSearchParams(useSearch()).get('next'), homePath(lang));
  return (
    <div className={root}>
      <h1 className={title}>{tLogin(lang).loginTitle()}</h1>
      <LoginForm lang={lang} next={next} action={buildPath('login', lang)} initial={data} onSignedIn={(response) => location.assign(response.next)} />
    </div>
  );
}

const root = css`
  max-width: 48rem;
  margin: 0 auto;
  padding: clamp(2rem, 8vw, 5rem) ${sizes.gutter};
  font-family: ${fonts.body};
`;

const title = css`
  font-family: ${fonts.heading};
`;
