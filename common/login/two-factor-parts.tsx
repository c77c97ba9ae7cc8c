/**
 * Parts of two-factor sign-in both places draw: the sign-in's second step
 * (second-step.tsx) and the profile's setup (site/widgets/user/two-factor/two-factor-settings.tsx).
 */
import { css } from 'goober';
import type { TwoFactorSetup } from '../api/two-factor';
import de from '../i18n/de/two-factor';
import en from '../i18n/en/two-factor';
import { namespace } from '../i18n/namespace';
import type { Lang } from '../routes';

export const tTwoFactor = namespace({ de, en });

/** The secret as apps and people read it: groups of four. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * What to add to the authenticator app: the key to type, the otpauth:// link (opens the app on a
 * phone) and the address to paste. No QR code: no QR library is installed (docs/DECISIONS.md).
 */
export function SetupKey({ lang, setup, idPrefix }: { lang: Lang; setup: TwoFactorSetup; idPrefix: string }) {
  const s = tTwoFactor(lang);
  return (
    <div className={keyBox}>
      <p>{s.setupStepApp()}</p>
      <p>
        <span id={`${idPrefix}-key-label`}>{s.setupKeyLabel()}: </span>
        <code aria-labelledby={`${idPrefix}-key-label`} className={key} data-secret>
          {groupedSecret(setup.secret)}
        </code>
      </p>
      <p>
        <a href={setup.uri}>{s.setupLink()}</a>
      </p>
      <label htmlFor={`${idPrefix}-uri`}>{s.setupUriLabel()}</label>
      <input id={`${idPrefix}-uri`} readOnly value={setup.uri} onFocus={(event) => event.currentTarget.select()} />
      <p>{s.setupStepCode()}</p>
    </div>
  );
}

/** The six digits: numeric keyboard on phones, and the code the phone itself offers (SMS-style autofill). */
export function CodeInput({ id, label, invalid }: { id: string; label: string; invalid: boolean }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} name="code" autoComplete="one-time-code" inputMode="numeric" pattern="[0-9 ]*" maxLength={8} spellCheck={false} aria-invalid={invalid || undefined} />
    </>
  );
}

/** Recovery codes shown once, with a file to keep them in. */
export function RecoveryCodeList({ lang, codes }: { lang: Lang; codes: string[] }) {
  const s = tTwoFactor(lang);
  return (
    <>
      <p>{s.recoveryText()}</p>
      <ol className={codeList} data-recovery-codes>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p>
        <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${s.recoveryTitle()}\n\n${codes.join('\n')}\n`)}`} download="recovery-codes.txt">
          {s.recoveryDownload()}
        </a>
      </p>
    </>
  );
}

/** A refusal at the form, as the sign-in form shows its own (login-form.tsx). */
export const errorBox = css`
  margin: 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid currentColor;
  background: #fdeeee;
  color: #5a0000;
`;

const keyBox = css`
  p {
    margin: 0 0 0.5rem;
  }
  input {
    width: 100%;
    box-sizing: border-box;
    font-family: monospace;
  }
`;

const key = css`
  font-size: 1.25rem;
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;

const codeList = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.25rem 1.5rem;
  padding-left: 1.5rem;
  font-size: 1.1rem;
`;
