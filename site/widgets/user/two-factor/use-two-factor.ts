/**
 * The state of the profile's two-factor settings: which view shows, the last error, and the form
 * handlers that move between views. Keyboard focus follows a change the user made, never the first load.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { call } from '../../../../common/api/client';
import * as endpoints from '../../../../common/api/endpoints/visitor';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../../common/api/two-factor';
import { tTwoFactor } from '../../../../common/login/two-factor-parts';
import type { Lang } from '../../../../common/routes';

export type View = { kind: 'loading' } | { kind: 'failed' } | { kind: 'status'; status: TwoFactorStatus; note?: string } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

type Submit = (event: FormEvent<HTMLFormElement>) => Promise<void>;

export function useTwoFactor(lang: Lang) {
  const s = tTwoFactor(lang);
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
  const run = (call: (code: string, action: string) => Promise<View>, needsCode = true): Submit => async (event) => {
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

  return { view, error, busy, errorRef, focusHere, showStatus, setUp, confirm, change, done };
}

export type TwoFactor = ReturnType<typeof useTwoFactor>;
