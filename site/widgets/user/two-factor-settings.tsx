/**
 * Two-factor sign-in on the profile page (common/api/two-factor.ts): staff set it
 * up (key and otpauth link, confirmed with a code, then the recovery codes once), make new recovery
 * codes or switch it off with a current code. Part of the profile's lazy page chunk.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { call } from '../../../common/api/client';
import * as endpoints from '../../../common/api/endpoints/visitor';
import {
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../../common/api/two-factor';
import { CodeInput, errorBox, RecoveryCodeList, SetupKey, tTwoFactor } from '../../../common/login/two-factor-parts';
import type { Lang } from '../../../common/routes';
import { css } from 'goober';
import { actions, button, secondary, subtitle } from './styles';

type View = { kind: 'loading' } | { kind: 'failed' } | { kind: 'status'; status: TwoFactorStatus; note?: string } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

export function TwoFactorSettings({ lang }: { lang: Lang }) {
  const s = tTwoFactor(lang);
  const id = useId();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  /** What the keyboard goes to when the view changes after the user did something (not on load). */
  const focusRef = useRef<HTMLElement | null>(null);
  const acted = useRef(false);

  const showStatus = async (note?: string) => {
    try {
      setView({ kind: 'status', status: await call(endpoints.twoFactorStatus, {}, true), ...(note ? { note } : {}) });
    } catch {
      setView({ kind: 'failed' });
    }
  };
  useEffect(() => void showStatus(), []);
  useEffect(() => {
    if (acted.current) focusRef.current?.focus();
  }, [view]);
  const focusHere = (el: HTMLElement | null) => {
    if (el) focusRef.current = el;
  };

  const fail = (caught: unknown) => {
    setError(caught instanceof Error && caught.message ? caught.message : typeof caught === 'string' ? caught : s.failed());
    setBusy(false);
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  /** Runs `call` with the code typed and the button pressed; the server's message (in our language) on failure. */
  const run = (call: (code: string, action: string) => Promise<View>, needsCode = true) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    acted.current = true;
    const action = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? '';
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (needsCode && !code) return fail(s.codeMissing());
    setBusy(true);
    setError('');
    try {
      setView(await call(code, action));
      setBusy(false);
    } catch (caught) {
      fail(caught);
    }
  };

  const status = async (note: string): Promise<View> => ({ kind: 'status', status: await call(endpoints.twoFactorStatus, {}, true), note });
  const setUp = run(async () => ({ kind: 'setup', setup: await call(endpoints.twoFactorSetup, { body: { lang } }) }), false);
  const confirm = run(async (code) => ({ kind: 'codes', codes: (await call(endpoints.twoFactorConfirm, { body: { code, lang } })).recovery_codes }));
  const change = run(async (code, action) => {
    if (action === 'off') {
      await call(endpoints.twoFactorDisable, { body: { code, lang } });
      return status(s.turnedOff());
    }
    return { kind: 'codes', codes: (await call(endpoints.twoFactorRecoveryCodes, { body: { code, lang } })).recovery_codes };
  });
  const done = run(async () => status(s.turnedOn()), false);

  const errorLine = error && (
    <p id={`${id}-error`} ref={errorRef} role="alert" tabIndex={-1} className={errorBox}>
      {error}
    </p>
  );
  const codeField = <CodeInput id={`${id}-code`} label={s.codeLabel()} invalid={Boolean(error)} />;

  let body;
  if (view.kind === 'loading') body = <p role="status">{s.loading()}</p>;
  else if (view.kind === 'failed') body = <p role="alert">{s.failed()}</p>;
  else if (view.kind === 'setup') {
    body = (
      <form className={stack} noValidate onSubmit={confirm} aria-describedby={error ? `${id}-error` : undefined}>
        <div tabIndex={-1} ref={focusHere}>
          <SetupKey lang={lang} setup={view.setup} idPrefix={id} />
        </div>
        {errorLine}
        {codeField}
        <div className={actions}>
          <button type="submit" className={button} disabled={busy}>
            {busy ? s.codeBusy() : s.codeSubmit()}
          </button>
          <button type="button" className={`${button} ${secondary}`} onClick={() => void showStatus()}>
            {s.cancel()}
          </button>
        </div>
      </form>
    );
  } else if (view.kind === 'codes') {
    body = (
      <form className={stack} noValidate onSubmit={done}>
        <h3 tabIndex={-1} ref={focusHere}>
          {s.recoveryTitle()}
        </h3>
        <RecoveryCodeList lang={lang} codes={view.codes} />
        <div className={actions}>
          <button type="submit" className={button}>
            {s.recoveryDone()}
          </button>
        </div>
      </form>
    );
  } else {
    const { status: state, note } = view;
    const noteLine = note && (
      <p role="status" tabIndex={-1} ref={focusHere}>
        <strong>{note}</strong>
      </p>
    );
    body = state.enabled ? (
      <form className={stack} noValidate onSubmit={change} aria-describedby={error ? `${id}-error` : undefined}>
        {noteLine}
        <p>{s.onText({ count: state.recovery_codes_left })}</p>
        {state.required && <p>{s.requiredText()}</p>}
        <p>{s.changeIntro()}</p>
        {errorLine}
        {codeField}
        <div className={actions}>
          <button type="submit" name="action" value="codes" className={button} disabled={busy}>
            {s.newCodesButton()}
          </button>
          {!state.required && (
            <button type="submit" name="action" value="off" className={`${button} ${secondary}`} disabled={busy}>
              {s.disableButton()}
            </button>
          )}
        </div>
      </form>
    ) : (
      <form className={stack} noValidate onSubmit={setUp}>
        {noteLine}
        <p>{s.offText()}</p>
        {state.required && <p>{s.requiredText()}</p>}
        {errorLine}
        <div className={actions}>
          <button type="submit" className={button} disabled={busy}>
            {s.setupButton()}
          </button>
        </div>
      </form>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={subtitle}>
        {s.title()}
      </h2>
      {body}
    </section>
  );
}

const stack = css`
  display: grid;
  gap: 0.5rem;
  max-width: 32rem;
  input {
    font: inherit;
    padding: 0.6rem 0.75rem;
    border: 1px solid #555;
    border-radius: 4px;
  }
  label {
    font-weight: 600;
  }
`;
