/**
 * The cookie banner and settings (issue #6, SPEC §2 "Cookie banner", §9 "Cookie categories"): one
 * modal dialog with the four categories and their services, "Accept all", "Delete cookies" and
 * "Save settings". A native <dialog> opened with showModal(): the page behind is inert, so focus
 * stays inside, and Escape closes it — before a first decision that stores nothing and the banner
 * asks again on the next visit (docs/DECISIONS.md "Consent manager"). Opened through the one dialog
 * primitive (site/widgets/shared/use-modal-dialog.ts).
 */
import { css } from 'goober';
import { dialogPanel } from '../shared/dialog-panel';
import { useModalDialog } from '../shared/use-modal-dialog';
import { useRef, useState } from 'react';
import { ALL_GRANTED, CONSENT_CATEGORIES, REQUIRED_ONLY, type ConsentState } from '../../../common/consent/categories';
import { consent, decideConsent } from '../../../common/consent/consent';
import { deleteCookiesExcept } from '../../../common/consent/delete-cookies';
import { button, buttonSecondary } from '../../../common/modules/shared/styles';
import { buildPath, type Lang } from '../../../common/routes';
import { colors, fonts } from '../../../common/theme';
import { CategoryOption } from './category-option';
import { tConsent } from './strings';

export interface ConsentDialogProps {
  lang: Lang;
  /** The required cookies, which "Delete cookies" keeps (common/consent/cookie.ts). */
  keep: ReadonlySet<string>;
  onClose(): void;
}

const TITLE_ID = 'consent-title';
const INTRO_ID = 'consent-intro';

export function ConsentDialog({ lang, keep, onClose }: ConsentDialogProps) {
  const text = tConsent(lang);
  const dialog = useRef<HTMLDialogElement>(null);
  const [choice, setChoice] = useState<ConsentState>(() => consent.peek());

  useModalDialog(dialog, { onClose });

  const close = () => dialog.current?.close();
  const decide = (state: ConsentState) => {
    decideConsent(state);
    close();
  };
  const deleteCookies = () => {
    decide(REQUIRED_ONLY);
    deleteCookiesExcept(keep);
  };

  return (
    <dialog ref={dialog} aria-labelledby={TITLE_ID} aria-describedby={INTRO_ID} className={panel} data-consent-dialog="">
      <div className={head}>
        <h2 id={TITLE_ID} className={title}>
          {text.title()}
        </h2>
        <button type="button" className={closeButton} onClick={close} aria-label={text.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p id={INTRO_ID} className={intro}>
        {text.intro()}
      </p>
      <fieldset className={list}>
        <legend className={legend}>{text.categoriesLegend()}</legend>
        {CONSENT_CATEGORIES.map((category) => (
          <CategoryOption
            key={category}
            category={category}
            lang={lang}
            checked={choice[category]}
            onChange={(on) => setChoice((current) => ({ ...current, [category]: on }))}
          />
        ))}
      </fieldset>
      <div className={actions}>
        <button type="button" className={button} onClick={() => decide(ALL_GRANTED)}>
          {text.acceptAll()}
        </button>
        <button type="button" className={button} onClick={() => decide(choice)}>
          {text.save()}
        </button>
        <button type="button" className={`${button} ${buttonSecondary}`} onClick={deleteCookies}>
          {text.deleteCookies()}
        </button>
      </div>
      <p className={links}>
        <a href={buildPath('legals-privacy', lang)}>{text.privacy()}</a>
        <a href={buildPath('legals-imprint', lang)}>{text.imprint()}</a>
      </p>
    </dialog>
  );
}

/** No padding below: the sticky decisions sit flush with the sheet's foot, nothing scrolls beneath them. */
const panel = `${dialogPanel('46rem')} ${css`
  padding-bottom: 0 !important;
`}`;

const head = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
`;

const title = css`
  margin: 0 0 0.75rem;
  font-family: ${fonts.heading};
  font-size: clamp(1.375rem, 3vw, 1.75rem);
`;

const closeButton = css`
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${colors.border};
  border-radius: 50%;
  background: ${colors.background};
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const intro = css`
  margin: 0 0 1rem;
`;

const list = css`
  margin: 0 0 1.25rem;
  padding: 0;
  border: 0;
`;

const legend = css`
  padding: 0;
  margin-bottom: 0.5rem;
  font-weight: 600;
`;

/**
 * The three decisions stay in view at the foot of the sheet while the categories scroll beneath them:
 * on a 390×844 phone they sat below the fold, and only '×' was visible (issue #9 point 15).
 */
const actions = css`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  padding: 0.75rem 0 1.25rem;
  border-top: 1px solid ${colors.border};
  background: ${colors.background};
`;

const links = css`
  display: flex;
  gap: 1.5rem;
  margin: 0 0 1.25rem;
  font-size: 0.875rem;
  & a {
    color: inherit;
  }
`;
