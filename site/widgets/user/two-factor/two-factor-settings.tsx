/**
 * Two-factor sign-in on the profile page (common/api/two-factor.ts): staff set it
 * up (key and otpauth link, confirmed with a code, then the recovery codes once), make new recovery
 * codes or switch it off with a current code. Part of the profile's lazy page chunk.
 */
import { useId } from 'react';
import { CodeInput, errorBox, tTwoFactor } from '../../../../common/login/two-factor-parts';
import type { Lang } from '../../../../common/routes';
import { subtitle } from '../styles';
import { CodesForm, SetupForm, StatusForm, type FormParts } from './two-factor-forms';
import { useTwoFactor } from './use-two-factor';

export function TwoFactorSettings({ lang }: { lang: Lang }) {
  const s = tTwoFactor(lang);
  const id = useId();
  const tf = useTwoFactor(lang);
  const { view, error } = tf;
  const parts: FormParts = {
    lang,
    id,
    tf,
    errorLine: error && (
      <p id={`${id}-error`} ref={tf.errorRef} role="alert" tabIndex={-1} className={errorBox}>
        {error}
      </p>
    ),
    codeField: <CodeInput id={`${id}-code`} label={s.codeLabel()} invalid={Boolean(error)} />,
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={subtitle}>
        {s.title()}
      </h2>
      {view.kind === 'loading' ? (
        <p role="status">{s.loading()}</p>
      ) : view.kind === 'failed' ? (
        <p role="alert">{s.failed()}</p>
      ) : view.kind === 'setup' ? (
        <SetupForm {...parts} setup={view.setup} />
      ) : view.kind === 'codes' ? (
        <CodesForm {...parts} codes={view.codes} />
      ) : (
        <StatusForm {...parts} status={view.status} note={view.note} />
      )}
    </section>
  );
}
