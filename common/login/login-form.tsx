/**
 * The sign-in form: user name or e-mail and password, errors shown at the form
 * (role=alert, focus moves to it), browser password managers welcome (autocomplete). Written once
 * in common/ and rendered by both apps: the visitor app's login page (Preact) and the editor's login
 * modal (React), STYLE.md 4.
 */
import { css } from 'goober';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import type { LoginResponse, LoginRouteData } from '../api/editor';
import type { LoginSecondStep } from '../api/two-factor';
import de from '../i18n/de/login';
import en from '../i18n/en/login';
import { namespace } from '../i18n/namespace';
import type { Lang } from '../routes';
import { colors, fonts } from '../theme';
import { signIn } from './sign-in';

export const tLogin = namespace({ de, en });

/** Only accounts with two-factor sign-in need it. */
const SecondStep = lazy(() => import('./second-step'));

export interface LoginFormProps {
  lang: Lang;
  next?: string;
  /** Shown above the fields (e.g. why the modal asks again). */
  intro?: string;
  onSignedIn(response: LoginResponse): void;
  /**
   * The login page's address: without JavaScript the browser posts the form there (see
   * server/features/auth/page-login.ts). Absent in the editor's modal, which only the app draws.
   */
  action?: string;
  /** The server's answer to a failed post without JavaScript: the name as typed and the message. */
  initial?: LoginRouteData | null;
}

export function LoginForm({ lang, next, intro, onSignedIn, action, initial }: LoginFormProps) {
  const s = tLogin(lang);
  const id = useId();
  const [error, setError] = useState(initial?.error ?? '');
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<LoginSecondStep | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  const fail = (message: string) => {
    setError(message);
    setBusy(false);
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const login = String(data.get('login') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!login || !password) return fail(s.loginMissing());
    setBusy(true);
    setError('');
    const result = await signIn({ login, password, lang, ...(next ? { next } : {}) });
    if (result.ok) {
      if (!('ticket' in result.response)) return onSignedIn(result.response);
      setBusy(false);
      return setStep(result.response);
    }
    fail(result.reason === 'disabled' ? result.message : result.reason === 'locked' ? s.loginLocked({ minutes: result.minutes ?? 15 }) : result.reason === 'invalid' ? s.loginInvalid() : s.loginFailed());
  };

  if (step)
    return (
      <div className={form}>
        <Suspense fallback={<p role="status">{s.loginBusy()}</p>}>
          <SecondStep lang={lang} step={step} next={next} onSignedIn={onSignedIn} onRestart={() => setStep(null)} />
        </Suspense>
      </div>
    );

  return (
    <form className={form} method="post" action={action} onSubmit={submit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
      <p>{intro ?? s.loginIntro()}</p>
      {action && next ? <input type="hidden" name="next" value={next} /> : null}
      {error && (
        <p id={`${id}-error`} ref={errorRef} role="alert" tabIndex={-1} className={errorBox}>
          {error}
        </p>
      )}
      <label htmlFor={`${id}-login`}>{s.loginName()}</label>
      <input id={`${id}-login`} name="login" autoComplete="username" required defaultValue={initial?.login} aria-invalid={error ? true : undefined} />
      <label htmlFor={`${id}-password`}>{s.password()}</label>
      <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required aria-invalid={error ? true : undefined} />
      <button type="submit" disabled={busy}>
        {busy ? s.loginBusy() : s.loginSubmit()}
      </button>
    </form>
  );
}

const form = css`
  display: grid;
  gap: 0.5rem;
  max-width: 26rem;
  font-family: ${fonts.body};
  input {
    font: inherit;
    padding: 0.6rem 0.75rem;
    border: 1px solid #555;
    border-radius: 4px;
    margin-bottom: 0.5rem;
  }
  label {
    font-weight: 600;
  }
  button {
    font: inherit;
    font-weight: 700;
    padding: 0.7rem 1.25rem;
    border: 0;
    border-radius: 4px;
    background: ${colors.primary};
    color: #fff;
    cursor: pointer;
    justify-self: start;
  }
`;

const errorBox = css`
  margin: 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${colors.primary};
  background: #fdeeee;
  color: #5a0000;
`;
