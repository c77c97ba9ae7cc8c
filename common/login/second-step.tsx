/**
 * The second step of signing in with two-factor sign-in (common/api/two-factor.ts):
 * the code from the app, or a recovery code; for an administrator who must use 2FA and has not set
 * it up, the setup first, then the recovery codes before going on. A lazy chunk of both apps: the
 * sign-in form loads it only when the password step asks for it (editor: scripts/budget.mjs
 * EDITOR_ON_DEMAND).
 */
import { css } from 'goober';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { call, toApiError } from '../api/client';
import type { LoginErrorBody, LoginResponse } from '../api/editor';
import { signInCode } from '../api/endpoints/visitor';
import type { LoginCodeRequest, LoginCodeResponse, LoginSecondStep } from '../api/two-factor';
import type { Lang } from '../routes';
import { CodeInput, errorBox, RecoveryCodeList, SetupKey, tTwoFactor } from './two-factor-parts';

export interface SecondStepProps {
  lang: Lang;
  step: LoginSecondStep;
  next?: string;
  onSignedIn(response: LoginResponse): void;
  /** Back to the password (the ticket expired). */
  onRestart(): void;
}

/** Why the server refused the code, in words: an expired ticket, a locked account, a wrong code. */
function refusalText(answer: Partial<LoginErrorBody> | undefined, s: ReturnType<typeof tTwoFactor>): string {
  if (answer?.code === 'expired') return s.expired();
  if (answer?.code === 'locked') return s.locked({ minutes: Math.max(1, Math.ceil((answer.retry_after ?? 900) / 60)) });
  if (answer?.code === 'disabled' && answer.message) return answer.message;
  return answer?.code === 'invalid' ? s.codeInvalid() : s.failed();
}

/** After a setup at sign-in: the recovery codes, shown once, before going on. */
function NewRecoveryCodes({ lang, headingRef, codes, onDone }: { lang: Lang; headingRef: RefObject<HTMLHeadingElement | null>; codes: string[]; onDone(): void }) {
  const s = tTwoFactor(lang);
  return (
    <div className={stack}>
      <h2 ref={headingRef} tabIndex={-1}>
        {s.recoveryTitle()}
      </h2>
      <RecoveryCodeList lang={lang} codes={codes} />
      <button type="button" onClick={onDone}>
        {s.recoveryDone()}
      </button>
    </div>
  );
}

export default function SecondStep({ lang, step, next, onSignedIn, onRestart }: SecondStepProps) {
  const s = tTwoFactor(lang);
  const id = useId();
  const [error, setError] = useState<{ text: string; expired?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<LoginCodeResponse | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form changed under the keyboard: its heading says what is asked now.
  useEffect(() => headingRef.current?.focus(), [done]);

  const fail = (text: string, expired = false) => {
    setError({ text, expired });
    setBusy(false);
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const code = String(data.get('recovery') || data.get('code') || '').trim();
    if (!code) return fail(s.codeMissing());
    setBusy(true);
    setError(null);
    try {
      const body: LoginCodeRequest = { ticket: step.ticket, code, lang, ...(next ? { next } : {}) };
      const response = await call(signInCode, { body });
      if (response.recovery_codes?.length) return setDone(response);
      onSignedIn(response);
    } catch (caught) {
      const answer = toApiError(caught).answer as Partial<LoginErrorBody> | undefined;
      fail(refusalText(answer, s), answer?.code === 'expired');
    }
  };

  if (done) return <NewRecoveryCodes lang={lang} headingRef={headingRef} codes={done.recovery_codes!} onDone={() => onSignedIn(done)} />;

  return (
    <form className={stack} onSubmit={submit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
      <h2 ref={headingRef} tabIndex={-1}>
        {step.step === 'setup' ? tTwoFactor(lang).title() : s.codeTitle()}
      </h2>
      <p>{step.step === 'setup' ? s.requiredIntro() : s.codeIntro()}</p>
      {step.setup && <SetupKey lang={lang} setup={step.setup} idPrefix={id} />}
      {error && (
        <p id={`${id}-error`} ref={errorRef} role="alert" tabIndex={-1} className={errorBox}>
          {error.text}{' '}
          {error.expired && (
            <button type="button" onClick={onRestart}>
              {s.restart()}
            </button>
          )}
        </p>
      )}
      <CodeInput id={`${id}-code`} label={s.codeLabel()} invalid={Boolean(error)} />
      {step.step === 'code' && (
        <details>
          <summary>{s.recoverySummary()}</summary>
          <p>{s.recoveryHint()}</p>
          <label htmlFor={`${id}-recovery`}>{s.recoveryLabel()}</label>
          <input id={`${id}-recovery`} name="recovery" autoComplete="off" autoCapitalize="off" spellCheck={false} />
        </details>
      )}
      <button type="submit" disabled={busy}>
        {busy ? s.codeBusy() : s.codeSubmit()}
      </button>
    </form>
  );
}

const stack = css`
  display: grid;
  gap: 0.5rem;
  h2 {
    margin: 0;
  }
  details {
    margin-bottom: 0.5rem;
  }
`;
