/** The views of the two-factor settings, one form each: set up, show the recovery codes, and the status with its actions. */
import type { ReactNode } from 'react';
import { css } from 'goober';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../../common/api/two-factor';
import { RecoveryCodeList, SetupKey, tTwoFactor } from '../../../../common/login/two-factor-parts';
import type { Lang } from '../../../../common/routes';
import { actions, button, secondary } from '../styles';
import type { TwoFactor } from './use-two-factor';

/** What every form shares: the settings' state, the id prefix, and the error line and code field drawn once. */
export interface FormParts {
  lang: Lang;
  id: string;
  tf: TwoFactor;
  errorLine: ReactNode;
  codeField: ReactNode;
}

const describedBy = ({ id, tf }: FormParts) => (tf.error ? `${id}-error` : undefined);

export function SetupForm({ setup, ...parts }: FormParts & { setup: TwoFactorSetup }) {
  const { lang, id, tf } = parts;
  const s = tTwoFactor(lang);
  return (
    <form className={stack} noValidate onSubmit={tf.confirm} aria-describedby={describedBy(parts)}>
      <div tabIndex={-1} ref={tf.focusHere}>
        <SetupKey lang={lang} setup={setup} idPrefix={id} />
      </div>
      {parts.errorLine}
      {parts.codeField}
      <div className={actions}>
        <button type="submit" className={button} disabled={tf.busy}>
          {tf.busy ? s.codeBusy() : s.codeSubmit()}
        </button>
        <button type="button" className={`${button} ${secondary}`} onClick={() => void tf.showStatus()}>
          {s.cancel()}
        </button>
      </div>
    </form>
  );
}

/** The recovery codes, shown once: after setting up or asking for new ones. */
export function CodesForm({ lang, tf, codes }: FormParts & { codes: string[] }) {
  const s = tTwoFactor(lang);
  return (
    <form className={stack} noValidate onSubmit={tf.done}>
      <h3 tabIndex={-1} ref={tf.focusHere}>
        {s.recoveryTitle()}
      </h3>
      <RecoveryCodeList lang={lang} codes={codes} />
      <div className={actions}>
        <button type="submit" className={button}>
          {s.recoveryDone()}
        </button>
      </div>
    </form>
  );
}

/** On: new recovery codes or off (not when the role requires it), both with a current code. Off: set it up. */
export function StatusForm({ status, note, ...parts }: FormParts & { status: TwoFactorStatus; note: string | undefined }) {
  const { tf } = parts;
  const s = tTwoFactor(parts.lang);
  const noteLine = note && (
    <p role="status" tabIndex={-1} ref={tf.focusHere}>
      <strong>{note}</strong>
    </p>
  );
  const required = status.required && <p>{s.requiredText()}</p>;
  if (!status.enabled) {
    return (
      <form className={stack} noValidate onSubmit={tf.setUp}>
        {noteLine}
        <p>{s.offText()}</p>
        {required}
        {parts.errorLine}
        <div className={actions}>
          <button type="submit" className={button} disabled={tf.busy}>
            {s.setupButton()}
          </button>
        </div>
      </form>
    );
  }
  return (
    <form className={stack} noValidate onSubmit={tf.change} aria-describedby={describedBy(parts)}>
      {noteLine}
      <p>{s.onText({ count: status.recovery_codes_left })}</p>
      {required}
      <p>{s.changeIntro()}</p>
      {parts.errorLine}
      {parts.codeField}
      <div className={actions}>
        <button type="submit" name="action" value="codes" className={button} disabled={tf.busy}>
          {s.newCodesButton()}
        </button>
        {!status.required && (
          <button type="submit" name="action" value="off" className={`${button} ${secondary}`} disabled={tf.busy}>
            {s.disableButton()}
          </button>
        )}
      </div>
    </form>
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
